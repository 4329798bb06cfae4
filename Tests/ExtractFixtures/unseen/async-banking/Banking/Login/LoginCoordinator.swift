import UIKit

@MainActor
final class LoginCoordinator: Coordinator {

    let id = UUID()

    var rootViewController: UIViewController { navigationController }

    private let authService: AuthService
    private let navigationController: UINavigationController
    private var continuation: CheckedContinuation<LoginResult, Never>?
    private var signInTask: Task<Void, Never>?

    init(authService: AuthService) {
        self.authService = authService
        let loginViewController = LoginViewController()
        navigationController = UINavigationController(rootViewController: loginViewController)
        navigationController.navigationBar.prefersLargeTitles = true
        loginViewController.delegate = self
    }

    func run() async -> LoginResult {
        await withCheckedContinuation { continuation in
            self.continuation = continuation
        }
    }

    private func finish(with result: LoginResult) {
        continuation?.resume(returning: result)
        continuation = nil
    }
}

extension LoginCoordinator: LoginViewControllerDelegate {

    func loginViewController(_ viewController: LoginViewController, didSubmitUsername username: String, password: String) {
        signInTask?.cancel()
        viewController.setLoading(true)

        signInTask = Task { [weak self, weak viewController] in
            guard let self else { return }
            do {
                let session = try await self.authService.signIn(username: username, password: password)
                self.finish(with: .authenticated(session))
            } catch is CancellationError {
                viewController?.setLoading(false)
            } catch {
                viewController?.setLoading(false)
                viewController?.showError(error.localizedDescription)
            }
        }
    }

    func loginViewControllerDidTapForgotPassword(_ viewController: LoginViewController) {
        let resetURL = URL(string: "https://northbank.example/reset-password")!
        UIApplication.shared.open(resetURL)
    }
}
