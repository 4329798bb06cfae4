import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// A child presenting its own sheet makes an object of the app's the sheet's presentation
/// delegate (a relay its creator hands it), whose `presentationControllerDidDismiss(_:)` sends
/// the sheet on a subject; the creator subscribes to it and takes out the child that sheet
/// was. A pull-down then ends the child. Before, the subscription was an event of the
/// creator's screen and the pulled-down child stayed in the tree: a leak the app does not have.
extension ExtractTests {
    struct PullDownRelayWay: Sendable, CustomTestStringConvertible {
        var name: String
        /// The framework imported, the subject and how it sends, how the child gets the relay,
        /// the creator's subscription and its removal.
        var imports: String, subject: String, send: String, handOver: String, subscription: String, removal: String
        var testDescription: String { name }
    }

    static let pullDownRelayWays = [
        PullDownRelayWay(name: "Combine, given in init, removeAll", imports: "import Combine",
                         subject: "let dismissed = PassthroughSubject<UIViewController, Never>()",
                         send: "dismissed.send(presentationController.presentedViewController)", handOver: "init",
                         subscription: "sheets.dismissed.sink { [weak self] controller in self?.drop(controller) }.store(in: &bag)", removal: """
                            private func drop(_ controller: UIViewController) {
                                children.removeAll { $0.rootViewController === controller }
                            }
                    """),
        PullDownRelayWay(name: "RxSwift, set as a property, firstIndex", imports: "import RxSwift",
                         subject: "let pulledDown = PublishSubject<UIViewController>()",
                         send: "pulledDown.onNext(presentationController.presentedViewController)", handOver: "property",
                         subscription: "sheets.pulledDown.subscribe(onNext: { [weak self] sheet in self?.release(sheet) }).disposed(by: disposeBag)", removal: """
                            private func release(_ sheet: UIViewController) {
                                if let index = children.firstIndex(where: { $0.rootViewController === sheet }) { children.remove(at: index) }
                            }
                    """),
        PullDownRelayWay(name: "Combine, $0, the removal in the closure", imports: "import Combine",
                         subject: "let gone = PassthroughSubject<UIViewController, Never>()",
                         send: "self.gone.send(presentationController.presentedViewController)", handOver: "init",
                         subscription: "sheets.gone.sink { [weak self] in self?.children.removeAll(where: { child in child.rootViewController === $0 }) }.store(in: &bag)",
                         removal: ""),
    ]

    static func pullDownRelayApp(_ way: PullDownRelayWay, removes: Bool = true) -> String {
        let byInit = way.handOver == "init"
        return """
        import UIKit
        \(way.imports)

        protocol Coordinator: AnyObject {
            var children: [Coordinator] { get set }
            var rootViewController: UIViewController? { get }
            func start()
        }

        final class SheetRelay: NSObject, UIAdaptivePresentationControllerDelegate {
            \(way.subject)
            func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
                \(way.send)
            }
        }

        final class HomeScreen: UIViewController {
            var onCompose: (() -> Void)?
            @objc private func composeTapped() { onCompose?() }
        }
        final class ComposeScreen: UIViewController {
            var onSend: (() -> Void)?
            @objc private func sendTapped() { onSend?() }
        }

        final class ComposeCoordinator: Coordinator {
            var children: [Coordinator] = []
            var onFinish: ((Coordinator) -> Void)?
            private(set) var rootViewController: UIViewController?
            private let presenter: UIViewController
            \(byInit ? "private let relay: SheetRelay" : "var relay: SheetRelay?")
            init(presenter: UIViewController\(byInit ? ", relay: SheetRelay" : "")) {
                self.presenter = presenter
                \(byInit ? "self.relay = relay" : "")
            }
            func start() {
                let screen = ComposeScreen()
                screen.onSend = { [weak self] in self?.send() }
                let navigation = UINavigationController(rootViewController: screen)
                navigation.presentationController?.delegate = relay
                rootViewController = navigation
                presenter.present(navigation, animated: true)
            }
            private func send() {
                presenter.dismiss(animated: true)
                onFinish?(self)
            }
        }

        final class HomeCoordinator: Coordinator {
            var children: [Coordinator] = []
            private let navigationController: UINavigationController
            private let sheets = SheetRelay()
            private var bag = Set<AnyCancellable>()
            private let disposeBag = DisposeBag()
            var rootViewController: UIViewController? { navigationController }
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() {
                \(removes ? way.subscription : "")
                let home = HomeScreen()
                home.onCompose = { [weak self] in self?.compose() }
                navigationController.pushViewController(home, animated: false)
            }
            private func compose() {
                let compose = ComposeCoordinator(presenter: navigationController\(byInit ? ", relay: sheets" : ""))
                \(byInit ? "" : "compose.relay = sheets")
                compose.onFinish = { [weak self] child in self?.children.removeAll { $0 === child } }
                children.append(compose)
                compose.start()
            }
        \(way.removal)
        }

        \(sceneDelegateStarting("HomeCoordinator"))
        """
    }

    @Test(arguments: pullDownRelayWays)
    func aRelayedPullDownTakesTheChildOut(_ way: PullDownRelayWay) throws {
        let draft = try extract(["App.swift": Self.pullDownRelayApp(way)], name: "sheet-relay")
        let text = lines(draft)
        #expect(!draft.scenario.contains("screen HomeScreen: onCompose,"), "the relay's subject is no event of the screen\n\(draft.scenario)")
        #expect(try handler("on swipeDismiss", of: "ComposeCoordinator parent none", in: text) == ["call HomeCoordinator.presentationControllerDidDismiss"],
                "\(draft.scenario)")
        #expect(try handler("func presentationControllerDidDismiss", of: "HomeCoordinator root", in: text).count == 1, "\(draft.scenario)")
        let result = try check(draft)
        #expect(violations(result).isEmpty, "\(draft.scenario)")
        #expect(firedCoordinators(result).contains("ComposeCoordinator"))
    }

    /// A relay nobody subscribes to removes nothing: the pulled-down child leaks.
    @Test func aPullDownNobodyHearsLeavesTheChild() throws {
        let draft = try extract(["App.swift": Self.pullDownRelayApp(Self.pullDownRelayWays[0], removes: false)], name: "sheet-relay")
        let result = try check(draft)
        let leak = try #require(result.verdicts.first { $0.name == "no-leaks" }?.violation, "\(draft.scenario)")
        #expect(leak.trace.labels(in: result.scenario) == ["HomeScreen.onCompose", "swipeDismiss"])
    }
}
