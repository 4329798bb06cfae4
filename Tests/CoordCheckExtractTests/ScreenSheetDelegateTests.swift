import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// A screen that is the presentation delegate of the sheet it is the first screen of: UIKit
/// runs its `presentationControllerDidDismiss(_:)` after the sheet is pulled down, and what
/// that reaches is its coordinator's `on Screen.swipeDismiss` (the presentation made `delegate
/// self`). Written six ways that observe the pull-down — a closure the coordinator set, with
/// the coordinator making the screen the delegate; a delegate protocol; the screen making
/// itself the delegate in its own code; the method calling the screen's cancel action; a
/// subject of its view model the coordinator subscribes to under another name; a closure only
/// the pull-down calls — and one that does not: the screen has the method but nobody makes it
/// the delegate, so the pull-down leaks the child.
extension ExtractTests {
    enum ScreenSheetObservation: CaseIterable {
        case closure, delegateProtocol, ownCode, ownAction, modelSubject, pullDownOnlyClosure, notDelegate
    }

    static func screenSheetDelegateApp(_ way: ScreenSheetObservation) -> String {
        // How the coordinator hears of a cancel, and how the screen tells it.
        let (wiring, screenMembers, cancel, pulledDown) = switch way {
        case .closure, .notDelegate, .ownCode:
            ("screen.onCancel = { [weak self] in self?.end() }", "var onCancel: (() -> Void)?", "onCancel?()", "onCancel?()")
        case .ownAction:
            ("screen.onCancel = { [weak self] in self?.end() }", "var onCancel: (() -> Void)?", "onCancel?()", "cancelTapped()")
        case .pullDownOnlyClosure:
            ("""
            screen.onCancel = { [weak self] in self?.end() }
                    screen.onPulledDown = { [weak self] in self?.end() }
            """, "var onCancel: (() -> Void)?\n    var onPulledDown: (() -> Void)?", "onCancel?()", "onPulledDown?()")
        case .delegateProtocol:
            ("screen.listener = self", "weak var listener: ComposeListener?", "listener?.composeDidCancel()", "listener?.composeDidDismiss()")
        case .modelSubject:
            ("""
            model.cancelled.sink { [weak self] in self?.end() }.store(in: &subscriptions)
            """, "let model: ComposeModel", "model.cancel.send()", "model.cancel.send()")
        }
        let makesDelegate = way == .ownCode || way == .notDelegate ? "" : "sheet.presentationController?.delegate = screen"
        let ownDelegate = way == .ownCode ? "navigationController?.presentationController?.delegate = self" : ""
        let screen = way == .modelSubject ? "ComposeViewController(model: model)" : "ComposeViewController()"
        let model = way == .modelSubject ? "let model = ComposeModel()" : ""
        let modelInit = way == .modelSubject ? "init(model: ComposeModel) { self.model = model; super.init(nibName: nil, bundle: nil) }\n    required init?(coder: NSCoder) { nil }" : ""
        return """
            import Combine
            import UIKit

            protocol ComposeListener: AnyObject {
                func composeDidCancel()
                func composeDidDismiss()
            }

            final class ComposeModel {
                let cancel: PassthroughSubject<Void, Never>
                let cancelled: AnyPublisher<Void, Never>
                init() {
                    let subject = PassthroughSubject<Void, Never>()
                    cancel = subject
                    cancelled = subject.eraseToAnyPublisher()
                }
            }

            final class HomeViewController: UIViewController {
                var onCompose: (() -> Void)?
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .compose, target: self, action: #selector(composeTapped))
                }
                @objc func composeTapped() { onCompose?() }
            }

            final class ComposeViewController: UIViewController, UIAdaptivePresentationControllerDelegate {
                \(screenMembers)
                \(modelInit)
                override func viewDidLoad() {
                    super.viewDidLoad()
                    \(ownDelegate)
                    navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancelTapped))
                }
                @objc func cancelTapped() { \(cancel) }
                func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
                    \(pulledDown)
                }
            }

            final class ComposeCoordinator: ComposeListener {
                private let presenter: UIViewController
                private var subscriptions: Set<AnyCancellable> = []
                var onEnd: (() -> Void)?
                init(presenter: UIViewController) { self.presenter = presenter }
                func start() {
                    \(model)
                    let screen = \(screen)
                    let sheet = UINavigationController(rootViewController: screen)
                    \(makesDelegate)
                    \(wiring)
                    presenter.present(sheet, animated: true)
                }
                func composeDidCancel() { end() }
                func composeDidDismiss() { end() }
                private func end() {
                    presenter.dismiss(animated: true)
                    onEnd?()
                }
            }

            final class HomeCoordinator {
                private var children: [AnyObject] = []
                private let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                func start() {
                    let home = HomeViewController()
                    home.onCompose = { [weak self] in self?.compose() }
                    navigationController.pushViewController(home, animated: false)
                }
                private func compose() {
                    let child = ComposeCoordinator(presenter: navigationController)
                    child.onEnd = { [weak self, weak child] in self?.children.removeAll { $0 === child } }
                    children.append(child)
                    child.start()
                }
            }

            \(sceneDelegateStarting("HomeCoordinator"))
            """
    }

    @Test(arguments: ScreenSheetObservation.allCases)
    func aScreenObservingItsSheetEndsItsFlowOnAPullDown(way: ScreenSheetObservation) throws {
        let draft = try extract(["App.swift": Self.screenSheetDelegateApp(way)], name: "sheet")
        let text = lines(draft)
        let observed = way != .notDelegate
        #expect(text.contains("on ComposeViewController.swipeDismiss") == observed, "\(draft.scenario)")
        #expect(text.contains("present ComposeViewController delegate self") == observed, "\(draft.scenario)")
        // What only UIKit runs is no event the user sends.
        let screenLine = text.first { $0.hasPrefix("screen ComposeViewController") } ?? ""
        #expect(!screenLine.contains("presentationControllerDidDismiss") && !screenLine.contains("onPulledDown") && !screenLine.contains("composeDidDismiss"),
                "\(draft.scenario)")
        let result = try check(draft)
        let leak = result.verdicts.first { $0.name == "no-leaks" }?.violation
        if observed {
            #expect(leak?.message == nil, "\(draft.scenario)")
        } else {
            #expect(leak?.trace.labels(in: result.scenario) == ["HomeViewController.onCompose", "swipeDismiss"], "\(draft.scenario)")
        }
    }
}
