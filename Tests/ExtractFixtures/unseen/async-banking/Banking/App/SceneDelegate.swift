import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?
    private var appCoordinator: AppCoordinator?

    func scene(
        _ scene: UIScene,
        willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene,
              let appDelegate = UIApplication.shared.delegate as? AppDelegate else { return }

        let window = UIWindow(windowScene: windowScene)
        self.window = window

        let coordinator = AppCoordinator(window: window, dependencies: appDelegate.dependencies)
        appCoordinator = coordinator

        Task { @MainActor in
            await coordinator.start()
        }
    }

    func sceneWillResignActive(_ scene: UIScene) {
        window?.viewWithTag(PrivacyShield.tag)?.removeFromSuperview()
        if let window {
            window.addSubview(PrivacyShield(covering: window.bounds))
        }
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        window?.viewWithTag(PrivacyShield.tag)?.removeFromSuperview()
    }
}

private final class PrivacyShield: UIVisualEffectView {
    static let tag = 0xB4_4C

    init(covering frame: CGRect) {
        super.init(effect: UIBlurEffect(style: .systemThickMaterial))
        self.frame = frame
        self.tag = Self.tag
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
