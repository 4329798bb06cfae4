import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// A window the root coordinator makes when the app resigns active (a privacy cover, shown
/// until it becomes active again) is an overlay, not the app's window: its root is a note, and
/// the app's screens stay as they were. Written with a stored and a local window.
extension ExtractTests {
    static func overlayWindowApp(stored: Bool) -> String {
        let cover = stored
            ? "privacyWindow = UIWindow(windowScene: scene)\n        privacyWindow?.rootViewController = CoverViewController()\n        privacyWindow?.makeKeyAndVisible()"
            : "let cover = UIWindow(frame: UIScreen.main.bounds)\n        cover.rootViewController = CoverViewController()\n        cover.makeKeyAndVisible()"
        return """
        import UIKit

        final class HomeViewController: UIViewController { var onDetail: (() -> Void)? }
        final class DetailViewController: UIViewController {}
        final class CoverViewController: UIViewController {}

        final class AppCoordinator {
            var childCoordinators: [AnyObject] = []
            let navigationController: UINavigationController
            private var privacyWindow: UIWindow?
            let scene: UIWindowScene
            init(navigationController: UINavigationController, scene: UIWindowScene) {
                self.navigationController = navigationController
                self.scene = scene
                NotificationCenter.default.addObserver(self, selector: #selector(willResignActive), name: UIApplication.willResignActiveNotification, object: nil)
            }
            func start() {
                let home = HomeViewController()
                home.onDetail = { [weak self] in self?.navigationController.pushViewController(DetailViewController(), animated: true) }
                navigationController.setViewControllers([home], animated: false)
            }
            @objc func willResignActive() {
                \(cover)
            }
        }

        \(delegateStarting("AppCoordinator", arguments: ", scene: UIWindowScene()"))
        """
    }

    @Test(arguments: [true, false])
    func aWindowMadeAfterTheLaunchIsAnOverlay(stored: Bool) throws {
        let draft = try extract(["App.swift": Self.overlayWindowApp(stored: stored)], name: "overlay")
        let resign = try handler("on willResignActive", of: "AppCoordinator", in: lines(draft))
        #expect(!resign.contains("setRoot stack"), "\(draft.scenario)")
        let result = try check(draft)
        #expect(result.verdicts.first { $0.name == "deadlock" }?.violation == nil, "\(draft.scenario)")
    }
}
