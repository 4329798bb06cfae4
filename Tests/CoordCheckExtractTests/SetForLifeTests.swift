import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// `guard let presenter = presenter else { onFinish?(); return }` on an optional property
/// that every initializer set from a value that is not optional, and nothing else assigns:
/// it holds while what it references lives, as the model's screens do, so the handler has
/// one way, not a second event where the presenter is gone (which finished the child with its
/// screen still up: a false `no-orphans`). When the initializer's parameter is optional, or
/// a method clears the property, the binding is a branch on what the model does not track.
extension ExtractTests {
    enum PresenterKind: CaseIterable {
        case setForLife, optionalParameter, clearedLater
    }

    static func presenterApp(_ kind: PresenterKind) -> String {
        let parameter = kind == .optionalParameter ? "UIViewController?" : "UIViewController"
        let clearing = kind == .clearedLater ? "\n    func detach() { presenter = nil }" : ""
        return """
            import UIKit

            final class PlayerViewController: UIViewController {
                var onClose: (() -> Void)?
            }
            final class EpisodeViewController: UIViewController {
                var onPlay: (() -> Void)?
            }

            final class PlayerFlow {
                var onFinish: (() -> Void)?
                private weak var presenter: UIViewController?
                init(presenter: \(parameter)) {
                    self.presenter = presenter
                }
                func start() {
                    let player = PlayerViewController()
                    player.modalPresentationStyle = .fullScreen
                    player.onClose = { [weak self] in self?.close() }
                    presenter?.present(player, animated: true)
                }
                private func close() {
                    guard let presenter = presenter else {
                        onFinish?()
                        return
                    }
                    presenter.dismiss(animated: true)
                    onFinish?()
                }\(clearing)
            }

            final class EpisodeFlow {
                private let stack: UINavigationController
                private var flows: [AnyObject] = []
                init(navigationController: UINavigationController) { stack = navigationController }
                func start() {
                    let episode = EpisodeViewController()
                    episode.onPlay = { [weak self] in self?.play() }
                    stack.pushViewController(episode, animated: false)
                }
                private func play() {
                    let flow = PlayerFlow(presenter: stack)
                    flow.onFinish = { [weak self, weak flow] in
                        self?.flows.removeAll { $0 === flow }
                    }
                    flows.append(flow)
                    flow.start()
                }
            }

            \(sceneDelegateStarting("EpisodeFlow"))
            """
    }

    @Test(arguments: PresenterKind.allCases)
    func aPropertySetForLifeIsBoundWithoutABranch(kind: PresenterKind) throws {
        let draft = try extract(["App.swift": Self.presenterApp(kind)], name: "player")
        let text = lines(draft)
        let split = text.contains { $0.hasPrefix("on PlayerViewController.onClose_") }
        #expect(split == (kind != .setForLife), "\(draft.scenario)")
        let result = try check(draft)
        let orphan = result.verdicts.first { $0.name == "no-orphans" }?.violation
        #expect((orphan == nil) == (kind == .setForLife), "\(draft.scenario)")
    }
}
