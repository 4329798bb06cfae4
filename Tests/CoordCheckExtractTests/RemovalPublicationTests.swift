import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// A screen whose removal by UIKit (`viewDidDisappear` testing `isMovingFromParent`) tells its
/// view model, which publishes a case (`outcome = .abandoned`, `outcomes.send(.abandoned)`)
/// the coordinator subscribes to: that case is the screen's back and swipe back, not a tap.
extension ExtractTests {
    /// `style`: how the model publishes — a `@Published` property, a Combine subject, an Rx
    /// subject. `alsoByUser`: a control of the screen publishes the same case too.
    static func removalPublicationApp(style: String, alsoByUser: Bool = false) -> String {
        let (module, declaration, publish, subscribe): (String, String, (String) -> String, String) = switch style {
        case "published": ("Combine", "@Published var outcome: Outcome?", { "outcome = .\($0)" },
                           "model.$outcome.compactMap { $0 }.sink { [weak self] outcome in self?.handle(outcome) }.store(in: &bag)")
        case "combine": ("Combine", "let outcomes = PassthroughSubject<Outcome, Never>()", { "outcomes.send(.\($0))" },
                         "model.outcomes.sink { [weak self] outcome in self?.handle(outcome) }.store(in: &bag)")
        default: ("RxSwift", "let outcomes = PublishSubject<Outcome>()", { "outcomes.onNext(.\($0))" },
                  "model.outcomes.subscribe(onNext: { [weak self] outcome in self?.handle(outcome) }).disposed(by: disposeBag)")
        }
        return """
        import UIKit
        import \(module)

        enum Outcome { case saved, abandoned }

        final class EditorModel {
            \(declaration)
            func save() { \(publish("saved")) }
            func discard() { \(alsoByUser ? publish("abandoned") : "") }
            func screenWasRemoved() { \(publish("abandoned")) }
        }

        final class NotesViewController: UIViewController {
            var onEdit: (() -> Void)?
        }

        final class EditorViewController: UIViewController {
            private let model: EditorModel
            init(model: EditorModel) { self.model = model; super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { fatalError() }
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Save", style: .done, target: self, action: #selector(saveTapped))
                let discard = UIButton(type: .system)
                discard.addTarget(self, action: #selector(discardTapped), for: .touchUpInside)
                view.addSubview(discard)
            }
            override func viewDidDisappear(_ animated: Bool) {
                super.viewDidDisappear(animated)
                if isMovingFromParent { model.screenWasRemoved() }
            }
            @objc private func saveTapped() { model.save() }
            @objc private func discardTapped() { model.discard() }
        }

        final class EditorCoordinator {
            weak var owner: NotesCoordinator?
            private let navigationController: UINavigationController
            private var bag = Set<AnyCancellable>()
            private let disposeBag = DisposeBag()
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() {
                let model = EditorModel()
                \(subscribe)
                navigationController.pushViewController(EditorViewController(model: model), animated: true)
            }
            private func handle(_ outcome: Outcome) {
                switch outcome {
                case .saved:
                    navigationController.popViewController(animated: true)
                    owner?.editorEnded(self)
                case .abandoned:
                    owner?.editorEnded(self)
                }
            }
        }

        final class NotesCoordinator {
            var editors: [EditorCoordinator] = []
            let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() {
                let notes = NotesViewController()
                notes.onEdit = { [weak self] in self?.edit() }
                navigationController.setViewControllers([notes], animated: false)
            }
            func edit() {
                let editor = EditorCoordinator(navigationController: navigationController)
                editor.owner = self
                editors.append(editor)
                editor.start()
            }
            func editorEnded(_ editor: EditorCoordinator) { editors.removeAll { $0 === editor } }
        }

        \(Self.sceneDelegateStarting("NotesCoordinator"))
        """
    }

    @Test(arguments: ["published", "combine", "rx"])
    func aCaseTheModelPublishesWhenUIKitRemovesTheScreenIsItsBack(style: String) throws {
        let draft = try extract(["App.swift": Self.removalPublicationApp(style: style)], name: "removal")
        let text = lines(draft)
        func handler(_ header: String) throws -> [String] { try self.handler(header, of: "EditorCoordinator parent weak", in: text) }
        #expect(text.contains("screen EditorViewController: outcome_saved") || text.contains("screen EditorViewController: outcomes_saved"), "\(draft.scenario)")
        let removed = try handler("on EditorViewController.swipeBack")
        #expect(removed == ["finish"])
        #expect(try handler("on EditorViewController.back") == ["pop"] + removed)
        // Going back removes the editor: no leak, and no case the user could tap twice.
        let result = try check(draft)
        #expect(result.verdicts.allSatisfy { $0.violation == nil })
    }

    @Test func aCaseAControlAlsoPublishesStaysAnEventOfTheScreen() throws {
        let draft = try extract(["App.swift": Self.removalPublicationApp(style: "published", alsoByUser: true)], name: "removal")
        let text = lines(draft)
        #expect(text.contains("screen EditorViewController: outcome_saved, outcome_abandoned"), "\(draft.scenario)")
        #expect(try handler("on EditorViewController.swipeBack", of: "EditorCoordinator parent weak", in: text) == ["finish"])
    }
}
