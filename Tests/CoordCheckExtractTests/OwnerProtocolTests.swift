import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// A base class keeping its children in a dictionary keyed by each child's own id, whose
/// children report their end through a protocol of the app's that it adopts (`protocol
/// FlowOwner { func flowDidClose(_ flow: Flow) }`, `weak var owner: FlowOwner?`): the owner
/// is the child's parent (`owner?.flowDidClose(self)` is its `finish`), and `subflows[flow.id]
/// = nil` there removes the caller. Before, the owner was no parent link, the removal a
/// `removeChild key flow` no start stored a child under, and the draft did not compile.
/// Re-tapping the tab pops the screens above its root: the pushed child whose screen reports
/// its own removal (`isMovingFromParent`) leaves; the child presenting a sheet first is not on
/// the tab's stack and does not keep the tab's `reselectTab` from emptying the children.
extension ExtractTests {
    static func ownerProtocolApp(removal: String) -> String {
        """
        import UIKit

        protocol FlowOwner: AnyObject {
            func flowDidClose(_ flow: Flow)
        }

        class Flow: NSObject, FlowOwner {
            let id = UUID()
            weak var owner: FlowOwner?
            private(set) var subflows: [UUID: Flow] = [:]
            func begin() {}
            func close() { owner?.flowDidClose(self) }
            func addSubflow(_ flow: Flow) { subflows[flow.id] = flow }
            func flowDidClose(_ flow: Flow) {
        \(removal)
            }
        }

        final class ListScreen: UIViewController {
            var onOpen: (() -> Void)?
            var onCompose: (() -> Void)?
            @objc private func openTapped() { onOpen?() }
            @objc private func composeTapped() { onCompose?() }
        }
        final class DetailScreen: UIViewController {
            var onLeave: (() -> Void)?
            override func viewDidDisappear(_ animated: Bool) {
                super.viewDidDisappear(animated)
                if isMovingFromParent { onLeave?() }
            }
        }
        final class ComposeScreen: UIViewController {
            var onCancel: (() -> Void)?
            @objc private func cancelTapped() { onCancel?() }
        }
        final class AboutScreen: UIViewController {}

        final class DetailFlow: Flow {
            private let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            override func begin() {
                let detail = DetailScreen()
                detail.onLeave = { [weak self] in self?.close() }
                navigationController.pushViewController(detail, animated: true)
            }
        }

        final class ComposeFlow: Flow {
            private let presenter: UINavigationController
            init(presenter: UINavigationController) { self.presenter = presenter }
            override func begin() {
                let compose = ComposeScreen()
                compose.isModalInPresentation = true
                compose.onCancel = { [weak self] in
                    self?.presenter.dismiss(animated: true)
                    self?.close()
                }
                presenter.present(compose, animated: true)
            }
        }

        final class ListFlow: Flow {
            let navigationController = UINavigationController()
            override func begin() {
                let list = ListScreen()
                list.onOpen = { [weak self] in self?.openDetail() }
                list.onCompose = { [weak self] in self?.compose() }
                navigationController.setViewControllers([list], animated: false)
            }
            private func openDetail() {
                let detail = DetailFlow(navigationController: navigationController)
                detail.owner = self
                addSubflow(detail)
                detail.begin()
            }
            private func compose() {
                let compose = ComposeFlow(presenter: navigationController)
                compose.owner = self
                addSubflow(compose)
                compose.begin()
            }
        }

        final class AppFlow: Flow {
            private let window: UIWindow
            init(window: UIWindow) { self.window = window }
            override func begin() {
                let list = ListFlow()
                list.owner = self
                addSubflow(list)
                list.begin()
                let tabs = UITabBarController()
                tabs.viewControllers = [list.navigationController, UINavigationController(rootViewController: AboutScreen())]
                window.rootViewController = tabs
                window.makeKeyAndVisible()
            }
        }

        \(ExtractTests.sceneDelegateStarting(windowed: "AppFlow", by: "begin"))
        """
    }

    static let ownerRemovals = [
        "        subflows[flow.id] = nil",
        "        guard let key = subflows.first(where: { $0.value === flow })?.key else { return }\n        subflows[key] = nil",
    ]

    @Test(arguments: ownerRemovals)
    func aChildReportingToItsOwnersProtocolFinishes(removal: String) throws {
        let draft = try extract(["App.swift": Self.ownerProtocolApp(removal: removal)], name: "owners")
        let text = lines(draft)
        #expect(try handler("on DetailScreen.swipeBack", of: "DetailFlow parent weak", in: text) == ["call parent.flowDidClose"], "\(draft.scenario)")
        #expect(try handler("func flowDidClose", of: "ListFlow parent weak", in: text) == ["removeChild caller"], "\(draft.scenario)")
        #expect(try handler("on reselectTab", of: "ListFlow parent weak", in: text).filter { !$0.hasPrefix("#") } == ["removeAllChildren"], "\(draft.scenario)")
        let result = try check(draft)
        #expect(result.verdicts.allSatisfy { $0.violation == nil }, "\(draft.scenario)")
        #expect(firedCoordinators(result) == ["AppFlow", "ListFlow", "DetailFlow", "ComposeFlow"], "\(draft.scenario)")
    }

    /// A removal under a key no start stores a child under (computed where the model cannot
    /// follow) is a note: the draft compiles.
    @Test func aRemovalUnderAnUnknownKeyIsANote() throws {
        let removal = "        let key = UUID()\n        subflows[key] = nil"
        let draft = try extract(["App.swift": Self.ownerProtocolApp(removal: removal)], name: "owners")
        let text = lines(draft)
        #expect(try handler("func flowDidClose", of: "ListFlow parent weak", in: text).contains {
            $0.hasPrefix("# coordcheck: removes the child kept under key, which no start of ListFlow stores: not modelled")
        }, "\(draft.scenario)")
        _ = try check(draft)
    }
}
