import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// A view model that subscribes in its `init` to a subject it keeps (`input.sink { … }`,
/// `actions.subscribe(onNext: …)`), its screen's controls emitting on that subject
/// (`model.input.send(.detailTapped)`): nothing runs when the model is made; each control is an
/// event of the screen, running what the subscription does with the value sent.
extension ExtractTests {
    /// One app, its view model's subject written in one of three styles.
    static func modelSubjectApp(_ style: String) -> String {
        let (module, declaration, subscription, bag, emit, subject): (String, String, String, String, String, String) = switch style {
        case "combine": ("Combine", "let input = PassthroughSubject<Input, Never>()", """
            input
                .receive(on: DispatchQueue.main)
                .sink { [weak self] event in
                    guard let self = self else { return }
                    switch event {
                    case .detailTapped: self.navigator.openDetail()
                    case .helpTapped: self.navigator.openHelp()
                    }
                }
                .store(in: &bag)
            """, "private var bag = Set<AnyCancellable>()", "send", "input")
        case "rx": ("RxSwift", "let actions = PublishSubject<Input>()", """
            actions.subscribe(onNext: { [weak self] action in
                switch action {
                case .detailTapped: self?.navigator.openDetail()
                case .helpTapped: self?.navigator.openHelp()
                }
            }).disposed(by: bag)
            """, "private let bag = DisposeBag()", "onNext", "actions")
        default: ("RxRelay", "let taps = PublishRelay<Input>()", """
            taps.subscribe(onNext: { [unowned self] tap in
                if case .detailTapped = tap { navigator.openDetail() } else { navigator.openHelp() }
            }).disposed(by: bag)
            """, "private let bag = DisposeBag()", "accept", "taps")
        }
        return """
        import UIKit
        import \(module)

        protocol ListNavigating {
            func openDetail()
            func openHelp()
        }

        final class ListModel {
            enum Input { case detailTapped, helpTapped }
            \(declaration)
            private let navigator: ListNavigating
            \(bag)
            init(navigator: ListNavigating) {
                self.navigator = navigator
                bind()
            }
            private func bind() {
        \(subscription.split(separator: "\n").map { "        " + $0 }.joined(separator: "\n"))
            }
        }

        final class ListViewController: UIViewController {
            private let model: ListModel
            init(model: ListModel) { self.model = model; super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { fatalError() }
            override func viewDidLoad() {
                super.viewDidLoad()
                let detail = UIButton(type: .system)
                detail.addTarget(self, action: #selector(detailTapped), for: .touchUpInside)
                navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Help", style: .plain, target: self, action: #selector(helpTapped))
                view.addSubview(detail)
            }
            @objc private func detailTapped() { model.\(subject).\(emit)(.detailTapped) }
            @objc private func helpTapped() { model.\(subject).\(emit)(.helpTapped) }
        }
        final class DetailViewController: UIViewController {}
        final class HelpViewController: UIViewController {}

        final class DetailCoordinator {
            let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() { navigationController.pushViewController(DetailViewController(), animated: true) }
        }

        struct ListAdaptor: ListNavigating {
            weak var coordinator: ListCoordinator?
            func openDetail() { coordinator?.showDetail() }
            func openHelp() { coordinator?.showHelp() }
        }

        final class ListCoordinator {
            var children: [AnyObject] = []
            let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() {
                let model = ListModel(navigator: ListAdaptor(coordinator: self))
                navigationController.setViewControllers([ListViewController(model: model)], animated: false)
            }
            func showDetail() {
                let detail = DetailCoordinator(navigationController: navigationController)
                children.append(detail)
                detail.start()
            }
            func showHelp() { navigationController.present(HelpViewController(), animated: true) }
        }

        \(Self.sceneDelegateStarting("ListCoordinator"))
        """
    }

    @Test(arguments: ["combine", "rx", "relay"])
    func aControlEmittingOnItsModelsOwnSubjectIsAnEventOfTheScreen(style: String) throws {
        let draft = try extract(["App.swift": Self.modelSubjectApp(style)], name: "subject")
        let text = lines(draft)
        func handler(_ header: String) throws -> [String] { try self.handler(header, of: "ListCoordinator root", in: text) }
        #expect(text.contains("screen ListViewController: detailTapped, helpTapped"), "\(draft.scenario)")
        // Making the model runs nothing: its subscription waits for the screen's controls.
        #expect(try handler("on start") == ["setRoot stack", "setViewControllers ListViewController"])
        #expect(try handler("on ListViewController.detailTapped") == ["call ListCoordinator.showDetail"])
        #expect(try handler("on ListViewController.helpTapped") == ["call ListCoordinator.showHelp"])
        #expect(try handler("func showDetail") == ["start DetailCoordinator"])
        // The detail coordinator is never removed: back leaves it in the list's children.
        let result = try check(draft)
        let leak = try #require(result.verdicts.first { $0.name == "no-leaks" }?.violation)
        #expect(leak.trace.labels(in: result.scenario) == ["ListViewController.detailTapped", "back"])
    }
}
