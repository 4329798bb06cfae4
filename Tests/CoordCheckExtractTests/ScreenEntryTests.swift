import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// What a screen's own code does when the user acts on it: a control's action that makes a
/// coordinator and presents it (`HelpPresenter().present(from: self)`), pushes a screen on
/// its navigation controller or reaches its coordinator through its view model; and what it
/// does each time it appears (`viewDidAppear` presenting onboarding when signed out).
extension ExtractTests {
    static let screenEntryApp = """
    import UIKit

    final class Session { static var current: Session? }

    final class HelpViewController: UIViewController {}
    final class WelcomeViewController: UIViewController {}
    final class NotesViewController: UIViewController {}
    final class ArchiveViewController: UIViewController {}

    final class HelpCoordinator {
        let navigationController = UINavigationController()
        func start() { navigationController.setViewControllers([HelpViewController()], animated: false) }
    }

    final class HelpPresenter {
        private var coordinator: HelpCoordinator?
        func present(from viewController: UIViewController, animated: Bool) {
            let coordinator = HelpCoordinator()
            viewController.present(coordinator.navigationController, animated: animated)
            coordinator.start()
            self.coordinator = coordinator
        }
    }

    final class WelcomeFlow {
        private let navigation: UINavigationController
        init(navigation: UINavigationController) { self.navigation = navigation }
        func begin() { navigation.pushViewController(WelcomeViewController(), animated: true) }
    }

    protocol ScreenModel {
        associatedtype Owner
        var owner: Owner! { get set }
    }
    extension ScreenModel {
        func leave() { owner.archiveClosed() }
    }
    final class ArchiveModel: ScreenModel {
        weak var owner: InboxCoordinator!
    }

    final class InboxViewController: UIViewController, UITableViewDelegate {
        private var helpPresenter: HelpPresenter?
        private var welcome: WelcomeFlow?
        var model: ArchiveModel!
        override func viewDidLoad() {
            super.viewDidLoad()
            navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Help", style: .plain, target: self, action: #selector(helpTapped))
        }
        @objc private func helpTapped() {
            let presenter = HelpPresenter()
            presenter.present(from: self, animated: true)
            helpPresenter = presenter
        }
        @IBAction func notesTapped(_ sender: Any) {
            navigationController?.pushViewController(NotesViewController(), animated: true)
        }
        @IBAction func closeTapped() {
            model.leave()
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            navigationController?.pushViewController(ArchiveViewController(), animated: true)
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            if Session.current == nil { showWelcome() }
        }
        private func showWelcome() {
            guard let navigationController else { return }
            let flow = WelcomeFlow(navigation: navigationController)
            welcome = flow
            flow.begin()
        }
    }

    final class InboxCoordinator {
        var childCoordinators: [AnyObject] = []
        let navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() {
            let inbox = InboxViewController()
            let model = ArchiveModel()
            model.owner = self
            inbox.model = model
            navigationController.setViewControllers([inbox], animated: false)
        }
        func archiveClosed() {
            childCoordinators.removeAll()
        }
    }

    \(ExtractTests.delegateStarting("InboxCoordinator"))
    """

    @Test func aScreensOwnEntryPointsThatMoveTheAppOnAreItsEvents() throws {
        let draft = try extract(["InboxApp.swift": Self.screenEntryApp], name: "screen-entry")
        let text = lines(draft)
        func handler(_ header: String) throws -> [String] { try self.handler(header, of: "InboxCoordinator root", in: text) }
        // A bar button's action making a presenter that presents its coordinator: the
        // presenter starts (held by the screen, outside the tree), and its entry is the
        // method the screen called.
        #expect(try handler("on InboxViewController.helpTapped") == [
            "# coordcheck: assumed: HelpPresenter is made by InboxViewController and held there, outside the coordinator tree: modelled as held by nobody",
            "start HelpPresenter into none",
        ], "\(draft.scenario)")
        // The presenter keeps the coordinator in its property: its child under that key.
        #expect(try self.handler("on start", of: "HelpPresenter", in: text).last == "start HelpCoordinator in modal key coordinator")
        // An @IBAction and a row selected pushing on the screen's navigation controller.
        #expect(try handler("on InboxViewController.notesTapped") == ["push NotesViewController"])
        #expect(try handler("on InboxViewController.tableView_didSelectRowAt") == ["push ArchiveViewController"])
        // Through the view model's protocol extension, to the coordinator it holds.
        #expect(try handler("on InboxViewController.closeTapped") == ["call InboxCoordinator.archiveClosed"])
        // Appearing, on state the model does not track: an event, with the assumption said.
        #expect(try handler("on InboxViewController.viewDidAppear") == [
            "# coordcheck: assumed: InboxViewController.viewDidAppear is an event: UIKit runs it whenever InboxViewController appears",
            "# coordcheck: assumed: WelcomeFlow is made by InboxViewController and held there, outside the coordinator tree: modelled as held by nobody",
            "start WelcomeFlow into none",
        ])
        #expect(text.contains("screen InboxViewController: helpTapped, notesTapped, closeTapped, tableView_didSelectRowAt, viewDidAppear"), "\(draft.scenario)")
        // The draft runs: the help sheet comes up over the inbox.
        let scenario = try ScenarioCompiler.compile(SourceFile(path: "draft.txt", text: draft.scenario)).get()
        let frames = try Replayer(scenario: scenario, invariants: []).run(labels: ["InboxViewController.helpTapped"])
        #expect(frames.map { $0.snapshot.visibleScreen.map { scenario.screenName($0) } } == ["InboxViewController", "HelpViewController"], "\(draft.scenario)")
    }
}
