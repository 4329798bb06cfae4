import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// An object of a library (a type the sources do not declare) that a coordinator makes with
/// itself as its delegate (`VaultLoader(path:, delegate: self)`): its calls back are events of
/// the screen the coordinator shows, those that do something the model has.
extension ExtractTests {
    static let libraryCallbackApp = """
    import UIKit
    import VaultKit

    final class UnlockViewController: UIViewController { var onUnlock: (() -> Void)? }
    final class VaultViewController: UIViewController {}

    final class UnlockCoordinator: VaultLoaderDelegate {
        let navigationController: UINavigationController
        private var loader: VaultLoader?
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() {
            let unlock = UnlockViewController()
            unlock.onUnlock = { [weak self] in self?.unlock() }
            navigationController.setViewControllers([unlock], animated: false)
        }
        private func unlock() {
            loader = VaultLoader(path: "vault", delegate: self)
            loader?.load()
        }
        func vaultLoader(_ loader: VaultLoader, didChangeProgress progress: Double) {
            print(progress)
        }
        func vaultLoader(_ loader: VaultLoader, didLoad vault: Vault) {
            navigationController.pushViewController(VaultViewController(), animated: true)
        }
    }

    \(delegateStarting("UnlockCoordinator"))
    """

    @Test func aLibrarysCallBackIsAnEventOfTheCoordinatorsScreen() throws {
        let draft = try extract(["App.swift": Self.libraryCallbackApp], name: "library-callback")
        let text = lines(draft)
        // The progress callback changes nothing the model has: no event.
        #expect(text.contains("screen UnlockViewController: onUnlock, vaultLoader_didLoad"), "\(draft.scenario)")
        #expect(try handler("on UnlockViewController.vaultLoader_didLoad", of: "UnlockCoordinator root", in: text) == [
            "# coordcheck: assumed: VaultLoader calls UnlockCoordinator back as its delegate: an event of UnlockViewController, which UnlockCoordinator shows while it works",
            "push VaultViewController",
        ])
    }
}
