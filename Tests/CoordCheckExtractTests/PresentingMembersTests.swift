import Testing
@testable import CoordCheckExtract

/// What gives the view controller a coordinator stands for is told by type, not name: a
/// member typed as UIKit's controller or a protocol every view controller is, a stack when it
/// is (or returns) a navigation controller; a member typed as one of the app's screens names
/// that screen only. And a router's pushing method is told by the closure it keeps.
@Suite struct PresentingMembersTests {
    static let source = """
    import UIKit
    protocol Showable { func n1() -> UIViewController }
    extension UIViewController: Showable { func n1() -> UIViewController { self } }
    protocol Kind: AnyObject { var kids: [Kind] { get set }; var n2: UIViewController { get } }
    final class Screen: UIViewController {}
    final class Wrapper: UIViewController {
        let inner: UINavigationController = UINavigationController()
        func pushViewController(_ controller: UIViewController, animated: Bool) { inner.pushViewController(controller, animated: animated) }
    }
    final class Home: Kind {
        var kids: [Kind] = []
        let stack: UINavigationController
        let screen = Screen()
        var n2: UIViewController { stack }
        func n3() -> Showable { screen }
        init(stack: UINavigationController) { self.stack = stack }
        func go() { stack.pushViewController(Screen(), animated: true) }
    }
    final class Keeper: NSObject, UINavigationControllerDelegate {
        let stack = UINavigationController()
        private var kept: [UIViewController: () -> Void] = [:]
        func n4(_ controller: UIViewController, when gone: (() -> Void)? = nil) {
            if let gone { kept[controller] = gone }
            stack.pushViewController(controller, animated: true)
        }
        func n5(_ controller: UIViewController, when gone: (() -> Void)? = nil) {
            if let gone { kept[controller] = gone }
            stack.setViewControllers([controller], animated: false)
        }
        func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
    }
    """

    @Test func membersAreToldByType() {
        let app = CoordinatorApp(project: SwiftProject(sources: [SwiftSource(path: "App.swift", text: Self.source)]))
        #expect(app.presentingMembers.isSuperset(of: ["n1", "n2", "n3", "stack", "inner"]))
        #expect(!app.presentingMembers.contains("screen"), "a property typed as a screen of the app names that screen")
        #expect(app.stackMembers.isSuperset(of: ["stack", "n2", "inner"]))
        #expect(!app.stackMembers.contains("n1") && !app.stackMembers.contains("n3"))
        // No library name is taken where the app declares it; those it does not declare are.
        #expect(app.presentingMembers.contains("toPresentable"))
    }

    @Test func aRoutersPushingMethodIsToldByTheClosureItKeeps() {
        let app = CoordinatorApp(project: SwiftProject(sources: [SwiftSource(path: "App.swift", text: Self.source)]))
        // `n5` keeps one too, but sets the stack's root: back never pops it.
        #expect(app.popCompletionRouters["Keeper"] == ["n4": "when"])
    }
}
