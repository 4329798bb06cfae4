import CoordCheckCore
import Testing
@testable import CoordCheckExtract

/// Start cases carried up a chain of starts whose coordinators are declared before the ones
/// they start: each start is read again once the cases of the child it starts are known,
/// whether it starts the child itself or through a helper of its own (docs/language.md,
/// start cases). A start whose children's cases did not change is not read again.
extension ExtractTests {
    static let startCaseChainApp = """
    import UIKit

    protocol Coordinator: AnyObject { func start() }
    final class SessionStore { var token: String? { UserDefaults.standard.string(forKey: "token") } }
    final class WelcomeViewController: UIViewController {}
    final class InboxViewController: UIViewController {}

    final class AppCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() {
            let account = AccountCoordinator(navigationController: navigationController)
            childCoordinators.append(account)
            account.start()
        }
    }

    final class AccountCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() {
            showSession()
        }
        func showSession() {
            let session = SessionCoordinator(navigationController: navigationController)
            childCoordinators.append(session)
            session.start()
        }
    }

    final class SessionCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let navigationController: UINavigationController
        let store = SessionStore()
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() {
            if store.token == nil {
                navigationController.setViewControllers([WelcomeViewController()], animated: false)
            } else {
                navigationController.setViewControllers([InboxViewController()], animated: false)
            }
        }
    }

    \(delegateStarting("RootCoordinator"))

    final class RootCoordinator: Coordinator {
        var childCoordinators: [Coordinator] = []
        let navigationController: UINavigationController
        init(navigationController: UINavigationController) { self.navigationController = navigationController }
        func start() {
            let app = AppCoordinator(navigationController: navigationController)
            childCoordinators.append(app)
            app.start()
        }
    }
    """

    @Test func startCasesAreCarriedUpAChainDeclaredTopDown() throws {
        let draft = try extract(["App.swift": Self.startCaseChainApp], name: "startcasechain")
        let text = lines(draft)
        // The session's stored token gives two ways; its creator's start (through a helper)
        // and that one's creator's each get them, and the launch is a case per way.
        #expect(try handler("on start.noToken", of: "SessionCoordinator", in: text) == ["setViewControllers WelcomeViewController"], "\(draft.scenario)")
        #expect(try handler("on start.other", of: "SessionCoordinator", in: text) == ["setViewControllers InboxViewController"], "\(draft.scenario)")
        #expect(try handler("on start.noToken", of: "AccountCoordinator", in: text) == ["start SessionCoordinator case noToken"], "\(draft.scenario)")
        #expect(try handler("on start.other", of: "AccountCoordinator", in: text) == ["start SessionCoordinator case other"], "\(draft.scenario)")
        #expect(try handler("on start.noToken", of: "AppCoordinator", in: text) == ["start AccountCoordinator case noToken"], "\(draft.scenario)")
        #expect(text.filter { $0.hasPrefix("on launch.") } == ["on launch.noToken", "on launch.other"], "\(draft.scenario)")
    }

    /// A case's name is the last name its condition tests, `no…` for a test for nil and
    /// `not…` for a negation; identities of actions leave out the numbers children get.
    @Test func caseNamesAndActionIdentities() {
        #expect(MethodReader.caseName(condition: "session.token == nil") == "noToken")
        #expect(MethodReader.caseName(condition: "store.token==  nil") == "noToken")
        #expect(MethodReader.caseName(condition: "user.token != nil") == "token")
        #expect(MethodReader.caseName(condition: "!settings.isShownOnboarding") == "notIsShownOnboarding")
        #expect(MethodReader.caseName(condition: "!notReady") == "ready")
        #expect(MethodReader.caseName(condition: "let account = 2fa_account, case .some = x2") == "x2")
        #expect(MethodReader.caseName(condition: "self == nil") == "other")
        var first = ChildRecord(id: 3, type: "Child", place: "a.swift:1:1")
        var second = ChildRecord(id: 12, type: "Child", place: "a.swift:1:1")
        first.started = true
        second.started = true
        let started = [CodeAction(kind: .start(first), place: "a.swift:1:1")]
        #expect(CodeAction.identity(of: started, places: true) == CodeAction.identity(of: [CodeAction(kind: .start(second), place: "a.swift:1:1")], places: true))
        #expect(!CodeAction.identity(of: started, places: false).contains("id: 3"))
        #expect(CodeAction.identity(of: [CodeAction(kind: .note("paid: 3, gone"), place: "")], places: false).contains("paid: 3, gone"))
        // A value's identity is how Swift prints it.
        let values: [Value] = [.this, .parent, .caller, .ownStack, .coordinatorType("Feed"), .screen("Home\"s"), .object("?"), .literal("void"),
                               .child(2), .navigation(0), .tabStack(3), .tabBar(1), .presentable(4)]
        for value in values { #expect(value.identity == "\(value)") }
        #expect(Value.tuple([.screen("A"), .tabStack(2)]).identity == "(screen(\"A\"),tabStack(2))")
    }
}
