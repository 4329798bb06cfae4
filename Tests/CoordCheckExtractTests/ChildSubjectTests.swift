import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// A child that ends by emitting on a subject it stores (`didFinish.send()`), to which its
/// creator subscribed when it made it (`child.didFinish.sink { [id = child.id] in
/// children[id] = nil }`): the subscription's closure is the creator's code the child calls
/// back, and a key made from the child in the closure's capture list names that child.
/// Written three ways: Combine, RxSwift, and Combine under other names with an
/// `ObjectIdentifier` key.
extension ExtractTests {
    struct ChildSubjectStyle: Sendable, CustomTestStringConvertible {
        var name: String
        var imports: String
        /// The subject's type, the subscription's opening and its closing (the bag's store).
        var subject: String
        var open: String
        var close: String
        /// What emitting calls, and the names the app chose.
        var emit: String
        var finished: String
        /// The key of a child in the dictionary, `CHILD` for the child.
        var key: String
        var testDescription: String { name }
    }

    static let childSubjectStyles = [
        ChildSubjectStyle(name: "Combine", imports: "import Combine", subject: "PassthroughSubject<Void, Never>", open: ".sink {",
                          close: "}\n            .store(in: &cancellables)", emit: "send()", finished: "didFinish", key: "CHILD.id"),
        ChildSubjectStyle(name: "RxSwift", imports: "import RxSwift", subject: "PublishSubject<Void>", open: ".subscribe(onNext: {",
                          close: "})\n            .disposed(by: bag)", emit: "onNext(())", finished: "completed", key: "CHILD.id"),
        ChildSubjectStyle(name: "Combine, object identity", imports: "import Combine", subject: "PassthroughSubject<Void, Never>",
                          open: ".receive(on: DispatchQueue.main).sink {", close: "}\n            .store(in: &cancellables)", emit: "send(())",
                          finished: "ended", key: "ObjectIdentifier(CHILD)"),
    ]

    /// A root flow starting a home flow through a helper that subscribes to the child's subject;
    /// the home flow pushes an editor flow and subscribes itself; the editor's save pops and
    /// emits, its back (UIKit's) emits nothing: the leak the app has.
    static func childSubjectApp(_ style: ChildSubjectStyle) -> String {
        let key = { (child: String) in style.key.replacingOccurrences(of: "CHILD", with: child) }
        let keyType = style.key.hasPrefix("ObjectIdentifier") ? "ObjectIdentifier" : "UUID"
        return """
        import UIKit
        \(style.imports)

        protocol Flow: AnyObject {
            var id: UUID { get }
            var \(style.finished): \(style.subject) { get }
            func start()
        }

        final class RootFlow: Flow {
            let id = UUID()
            let \(style.finished) = \(style.subject)()
            private var children: [\(keyType): Flow] = [:]
            private var cancellables = Set<AnyCancellable>()
            private let bag = DisposeBag()
            private let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() {
                let home = HomeFlow(navigationController: navigationController)
                startChild(home) { [weak self] in self?.showGoodbye() }
            }
            private func showGoodbye() {
                let goodbye = GoodbyeViewController()
                goodbye.onAgain = { [weak self] in self?.start() }
                navigationController.setViewControllers([goodbye], animated: true)
            }
            private func startChild(_ child: Flow, onFinish: @escaping () -> Void) {
                children[\(key("child"))] = child
                child.\(style.finished)
                    \(style.open) [weak self, key = \(key("child"))] in
                        self?.children[key] = nil
                        onFinish()
                    \(style.close)
                child.start()
            }
        }

        final class HomeFlow: Flow {
            let id = UUID()
            let \(style.finished) = \(style.subject)()
            private var children: [\(keyType): Flow] = [:]
            private var cancellables = Set<AnyCancellable>()
            private let bag = DisposeBag()
            private let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() {
                let home = HomeViewController()
                home.onEdit = { [weak self] in self?.showEditor() }
                home.onLogout = { [weak self] in self?.\(style.finished).\(style.emit) }
                navigationController.setViewControllers([home], animated: false)
            }
            private func showEditor() {
                let editor = EditorFlow(navigationController: navigationController)
                editor.\(style.finished)
                    \(style.open) [weak self, key = \(key("editor"))] in
                        self?.children[key] = nil
                    \(style.close)
                children[\(key("editor"))] = editor
                editor.start()
            }
        }

        final class EditorFlow: Flow {
            let id = UUID()
            let \(style.finished) = \(style.subject)()
            private let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() {
                let editor = EditorViewController()
                editor.onSave = { [weak self] in self?.finish() }
                navigationController.pushViewController(editor, animated: true)
            }
            private func finish() {
                navigationController.popViewController(animated: true)
                \(style.finished).\(style.emit)
            }
        }

        final class HomeViewController: UIViewController {
            var onEdit: (() -> Void)?
            var onLogout: (() -> Void)?
        }
        final class EditorViewController: UIViewController {
            var onSave: (() -> Void)?
        }
        final class GoodbyeViewController: UIViewController {
            var onAgain: (() -> Void)?
        }

        \(sceneDelegateStarting("RootFlow"))
        """
    }

    @Test(arguments: childSubjectStyles)
    func aChildEndsByEmittingOnTheSubjectItsCreatorSubscribedTo(style: ChildSubjectStyle) throws {
        let draft = try extract(["App.swift": Self.childSubjectApp(style)])
        let text = lines(draft)
        func handler(_ header: String, of coordinator: String) throws -> [String] { try self.handler(header, of: coordinator, in: text) }
        let finished = style.finished
        // The editor's save pops and calls back its creator, which removes it.
        #expect(try handler("on EditorViewController.onSave", of: "EditorFlow") == ["call self.finishMethod"], "\(draft.scenario)")
        #expect(try handler("func finishMethod", of: "EditorFlow") == ["pop", "call HomeFlow.\(finished)OfEditorFlow"])
        #expect(try handler("func \(finished)OfEditorFlow", of: "HomeFlow") == ["removeChild caller"])
        // The home flow emits from a closure (`self?.didFinish…`): its creator removes it and
        // runs the closure its helper was given.
        #expect(try handler("on HomeViewController.onLogout", of: "HomeFlow") == ["call RootFlow.\(finished)OfHomeFlow"])
        #expect(try handler("func \(finished)OfHomeFlow", of: "RootFlow") == ["removeChild caller", "call self.showGoodbye"])
        #expect(!draft.scenario.contains("a subscription to what no view model of a screen publishes"))
        // The one bug: UIKit's back pops the editor, which stays a child of the home flow.
        let result = try check(draft)
        let violated = result.verdicts.filter { $0.violation != nil }
        #expect(violated.map(\.name) == ["no-leaks"])
        #expect(violated.map { $0.violation!.trace.labels(in: result.scenario) } == [["HomeViewController.onEdit", "back"]])
    }

    /// A subscription to a publisher of a child that is no stored subject of its (what UIKit
    /// publishes about its screen: `child.rootViewController.rx.dismissed`) stays a note.
    @Test func aChildsScreenPublisherIsNoSubjectOfTheChilds() throws {
        let app = Self.childSubjectApp(Self.childSubjectStyles[0])
            .replacingOccurrences(of: "editor.didFinish\n", with: "editor.rootViewController.publisher(for: \\.isBeingDismissed)\n")
        let draft = try extract(["App.swift": app])
        #expect(draft.scenario.contains("a subscription to what no view model of a screen publishes: not modelled"), "\(draft.scenario)")
        #expect(!draft.scenario.contains("func didFinishOfEditorFlow"))
    }
}
