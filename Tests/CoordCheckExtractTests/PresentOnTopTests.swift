import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// A presentation from the topmost presented controller (`navigationController.topmost.present`,
/// a member walking `presentedViewController`): `onTop`, so it goes over the full-screen reader
/// instead of being refused; and a sheet's first screen whose `deinit` ends its coordinator
/// ends it after a pull-down too.
extension ExtractTests {
    static let presentOnTopApp = """
    import UIKit

    extension UIViewController {
        var topmost: UIViewController {
            var controller: UIViewController = self
            while let presented = controller.presentedViewController { controller = presented }
            return controller
        }
    }

    protocol Coordinator: AnyObject {
        var childCoordinators: [Coordinator] { get set }
        func start()
    }

    final class LibraryViewController: UIViewController { var onOpen: (() -> Void)? }
    final class ReaderViewController: UIViewController {
        var onNote: (() -> Void)?
        var onClose: (() -> Void)?
    }

    protocol NoteCoordinatorDelegate: AnyObject { func noteDidClose() }

    final class NoteViewController: UIViewController {
        weak var coordinatorDelegate: NoteCoordinatorDelegate?
        deinit { coordinatorDelegate?.noteDidClose() }
    }

    final class NoteCoordinator: Coordinator, NoteCoordinatorDelegate {
        var childCoordinators: [Coordinator] = []
        weak var parentCoordinator: LibraryCoordinator?
        let navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() {
            let note = NoteViewController()
            note.coordinatorDelegate = self
            navigationController.setViewControllers([note], animated: false)
        }
        func noteDidClose() { parentCoordinator?.childDidFinish(self) }
    }

    final class LibraryCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() {
            let library = LibraryViewController()
            library.onOpen = { [weak self] in self?.openReader() }
            navigationController.pushViewController(library, animated: false)
        }
        private func openReader() {
            let reader = ReaderViewController()
            reader.onNote = { [weak self] in self?.showNote() }
            reader.onClose = { [weak self] in self?.navigationController.dismiss(animated: true) }
            reader.modalPresentationStyle = .fullScreen
            navigationController.present(reader, animated: true)
        }
        private func showNote() {
            let note = NoteCoordinator(navigationController: UINavigationController())
            note.parentCoordinator = self
            childCoordinators.append(note)
            note.start()
            navigationController.topmost.present(note.navigationController, animated: true)
        }
        func childDidFinish(_ child: Coordinator) {
            childCoordinators.removeAll { $0 === child }
        }
    }

    @main final class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        var coordinator: LibraryCoordinator?
        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            let navigation = UINavigationController()
            let window = UIWindow()
            window.rootViewController = navigation
            self.window = window
            let coordinator = LibraryCoordinator(navigationController: navigation)
            self.coordinator = coordinator
            coordinator.start()
            window.makeKeyAndVisible()
            return true
        }
    }
    """

    @Test func aPresentationFromTheTopmostControllerGoesOverWhatIsPresented() throws {
        let draft = try extract(["App.swift": Self.presentOnTopApp], name: "on-top")
        let text = lines(draft)
        func handler(_ header: String, of coordinator: String) throws -> [String] { try self.handler(header, of: coordinator, in: text) }
        #expect(try handler("func openReader", of: "LibraryCoordinator root") == ["present ReaderViewController fullScreen"], "\(draft.scenario)")
        #expect(try handler("func showNote", of: "LibraryCoordinator root") == ["start NoteCoordinator in modal onTop"])
        #expect(try handler("on NoteViewController.swipeDismiss", of: "NoteCoordinator") == ["finish"])
        let scenario = try ScenarioCompiler.compile(SourceFile(path: "draft.txt", text: draft.scenario)).get()
        let frames = try Replayer(scenario: scenario, invariants: []).run(labels: ["LibraryViewController.onOpen", "ReaderViewController.onNote", "swipeDismiss"])
        #expect(frames.map { $0.snapshot.visibleScreen.map { scenario.screenName($0) } }
            == ["LibraryViewController", "ReaderViewController", "NoteViewController", "ReaderViewController"], "\(draft.scenario)")
        #expect(try check(draft).verdicts.allSatisfy { $0.violation == nil }, "\(draft.scenario)")
        // Without the deinit, a pull-down leaves the note's coordinator behind.
        let leaky = try extract(["App.swift": Self.presentOnTopApp.replacingOccurrences(of: "deinit { coordinatorDelegate?.noteDidClose() }", with: "")], name: "on-top")
        #expect(try check(leaky).verdicts.first { $0.name == "no-leaks" }?.violation?.message.hasPrefix("NoteCoordinator#2 is still in LibraryCoordinator#1.children") == true)
    }
}
