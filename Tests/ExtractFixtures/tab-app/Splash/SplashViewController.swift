import UIKit

final class SplashViewController: UIViewController {

    weak var coordinator: SplashNavigation?

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.0) { [weak self] in
            self?.launchFinished()
        }
    }

    private func launchFinished() {
        coordinator?.splashCompleted()
    }
}
