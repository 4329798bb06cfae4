import UIKit

@MainActor
final class AppCoordinator: Coordinator {

    let id = UUID()

    private let window: UIWindow
    private let dependencies: AppDependencies
    private var children: [UUID: AnyObject] = [:]

    init(window: UIWindow, dependencies: AppDependencies) {
        self.window = window
        self.dependencies = dependencies
    }

    func start() async {
        if dependencies.sessionStore.currentSession != nil {
            showMain()
        } else {
            showLogin()
        }
    }

    private func showLogin() {
        let login = LoginCoordinator(authService: dependencies.authService)
        children[login.id] = login
        setRoot(login.rootViewController)

        Task { @MainActor [weak self] in
            let result = await login.run()
            guard let self else { return }
            self.children[login.id] = nil

            switch result {
            case .authenticated(let session):
                self.dependencies.sessionStore.save(session)
                self.showMain()
            }
        }
    }

    private func showMain() {
        let main = MainCoordinator(dependencies: dependencies)
        children[main.id] = main
        setRoot(main.navigationController)

        Task { @MainActor [weak self] in
            await main.run()
            guard let self else { return }
            self.children[main.id] = nil
            self.dependencies.sessionStore.clear()
            self.showLogin()
        }
    }

    private func setRoot(_ viewController: UIViewController) {
        guard window.rootViewController != nil else {
            window.rootViewController = viewController
            window.makeKeyAndVisible()
            return
        }

        UIView.transition(
            with: window,
            duration: 0.35,
            options: [.transitionCrossDissolve, .allowAnimatedContent],
            animations: { [window] in
                let animationsWereEnabled = UIView.areAnimationsEnabled
                UIView.setAnimationsEnabled(false)
                window.rootViewController = viewController
                UIView.setAnimationsEnabled(animationsWereEnabled)
            }
        )
    }
}
