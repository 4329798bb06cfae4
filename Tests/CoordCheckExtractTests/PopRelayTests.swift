import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// A coordinator that is not its stack's delegate itself: an object of the app's is (a
/// relay), whose `didShow` sends the popped view controller on a subject, and the coordinator
/// subscribes to it and takes out the child that screen belonged to. What the subscription
/// runs follows the pop of a child's first screen, not a tap. Before, it was an event of the
/// coordinator's own screen, and the child stayed in the tree after back: a leak the app does
/// not have.
extension ExtractTests {
    struct RelayWay: Sendable, CustomTestStringConvertible {
        var name: String
        /// The framework imported, the subject and how it sends, the subscription, the removal.
        var imports: String, subject: String, send: String, subscription: String, removal: String
        /// The removal finds the child first (an index), and so does nothing when it is gone.
        var findsFirst = true
        var testDescription: String { name }
    }

    static let relayWays = [
        RelayWay(name: "Combine, firstIndex and remove(at:)", imports: "import Combine",
                 subject: "let popped = PassthroughSubject<UIViewController, Never>()", send: "popped.send(from)",
                 subscription: "observer.popped.sink { [weak self] screen in self?.free(screen) }.store(in: &bag)", removal: """
                    private func free(_ screen: UIViewController) {
                        if let index = children.firstIndex(where: { $0.rootViewController === screen }) {
                            children.remove(at: index)
                        }
                    }
            """),
        RelayWay(name: "RxSwift, removeAll", imports: "import RxSwift",
                 subject: "let didPop = PublishSubject<UIViewController>()", send: "didPop.onNext(from)",
                 subscription: "observer.didPop.subscribe(onNext: { [weak self] controller in self?.release(controller) }).disposed(by: disposeBag)", removal: """
                    private func release(_ controller: UIViewController) {
                        children.removeAll { $0.rootViewController === controller }
                    }
            """, findsFirst: false),
        RelayWay(name: "Combine, $0 and guard lastIndex", imports: "import Combine",
                 subject: "let leftStack = PassthroughSubject<UIViewController, Never>()", send: "self.leftStack.send(from)",
                 subscription: "observer.leftStack.sink { [weak self] in self?.drop(poppedScreen: $0) }.store(in: &bag)", removal: """
                    private func drop(poppedScreen: UIViewController) {
                        guard let index = children.lastIndex(where: { $0.rootViewController === poppedScreen }) else { return }
                        children.remove(at: index)
                    }
            """),
    ]

    static func relayApp(_ way: RelayWay, delegate: Bool = true) -> String {
        """
        import UIKit
        \(way.imports)

        protocol Coordinator: AnyObject {
            var children: [Coordinator] { get set }
            var rootViewController: UIViewController? { get }
            func start()
        }

        final class StackObserver: NSObject, UINavigationControllerDelegate {
            \(way.subject)
            func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
                guard let from = navigationController.transitionCoordinator?.viewController(forKey: .from),
                      !navigationController.viewControllers.contains(from) else { return }
                \(way.send)
            }
        }

        final class HomeScreen: UIViewController {
            var onOpen: (() -> Void)?
            @objc private func openTapped() { onOpen?() }
        }
        final class DetailScreen: UIViewController {}

        final class DetailCoordinator: Coordinator {
            var children: [Coordinator] = []
            private let navigationController: UINavigationController
            private(set) var rootViewController: UIViewController?
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() {
                let screen = DetailScreen()
                rootViewController = screen
                navigationController.pushViewController(screen, animated: true)
            }
        }

        final class HomeCoordinator: Coordinator {
            var children: [Coordinator] = []
            private let navigationController: UINavigationController
            private let observer = StackObserver()
            private var bag = Set<AnyCancellable>()
            private let disposeBag = DisposeBag()
            var rootViewController: UIViewController? { navigationController.viewControllers.first }
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() {
                \(delegate ? "navigationController.delegate = observer" : "")
                \(way.subscription)
                let home = HomeScreen()
                home.onOpen = { [weak self] in self?.openDetail() }
                navigationController.pushViewController(home, animated: false)
            }
            private func openDetail() {
                let detail = DetailCoordinator(navigationController: navigationController)
                children.append(detail)
                detail.start()
            }
        \(way.removal)
        }

        \(sceneDelegateStarting("HomeCoordinator"))
        """
    }

    @Test(arguments: relayWays)
    func aRelaysPopTakesTheChildOut(_ way: RelayWay) throws {
        let draft = try extract(["App.swift": Self.relayApp(way)], name: "relay")
        let text = lines(draft)
        #expect(!draft.scenario.contains("screen HomeScreen: onOpen,"), "the relay's subject is no event of the screen\n\(draft.scenario)")
        // (Its removal helper is modelled by the method the delegate gets, not drafted apart.)
        #expect(!draft.scenario.contains("a removal from children not modelled"), "\(draft.scenario)")
        #expect(try handler("func navigationControllerDidShow", of: "HomeCoordinator root", in: text)
                == [way.findsFirst ? "if child caller: removeChild caller" : "removeChild caller"], "\(draft.scenario)")
        #expect(try handler("on DetailScreen.back", of: "DetailCoordinator parent none", in: text) == ["pop", "call HomeCoordinator.navigationControllerDidShow"],
                "\(draft.scenario)")
        let result = try check(draft)
        #expect(violations(result).isEmpty, "\(draft.scenario)")
        #expect(firedCoordinators(result).contains("DetailCoordinator"))
    }

    /// A relay nobody makes the delegate sees no pop: back leaves the child behind.
    @Test func aRelayThatIsNoDelegateSeesNothing() throws {
        let draft = try extract(["App.swift": Self.relayApp(Self.relayWays[0], delegate: false)], name: "relay")
        #expect(!draft.scenario.contains("navigationControllerDidShow"), "\(draft.scenario)")
        let result = try check(draft)
        let leak = try #require(result.verdicts.first { $0.name == "no-leaks" }?.violation, "\(draft.scenario)")
        #expect(leak.trace.labels(in: result.scenario) == ["HomeScreen.onOpen", "back"])
    }
}
