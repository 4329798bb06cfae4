import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// A screen that tells its view model when UIKit takes it off its stack, by emitting on a
/// subject the model keeps (`if parent == nil { viewModel.closed.send(()) }` in
/// `didMove(toParent:)`), which the coordinator hears through the subject or a publisher the
/// model derives from it (`finished = closed.eraseToAnyPublisher()`): what the coordinator
/// does then runs after back and a back swipe, and is no tap of the user's. Before, the
/// subject was an event of the screen and back left the child behind (a false leak, an
/// orphan and a removal of a child already gone).
extension ExtractTests {
    static let removalSubjectStyles: [(name: String, model: String, emit: String, subscribe: String)] = [
        ("Combine, a publisher derived from a local", """
            let closed: PassthroughSubject<Void, Never>
            let finished: AnyPublisher<Void, Never>
            init() {
                let closed = PassthroughSubject<Void, Never>()
                self.closed = closed
                self.finished = closed.eraseToAnyPublisher()
            }
        """, "viewModel.closed.send(())", "viewModel.finished.sink { [weak self] in self?.onFinish?() }.store(in: &cancellables)"),
        ("Combine, the subject itself", """
            let closed = PassthroughSubject<Void, Never>()
        """, "viewModel.closed.send(())", "viewModel.closed.sink { [weak self] in self?.onFinish?() }.store(in: &cancellables)"),
        ("RxSwift, an observable derived from the subject", """
            let didClose = PublishSubject<Void>()
            let didFinish: Observable<Void>
            init() {
                self.didFinish = didClose.asObservable()
            }
        """, "viewModel.didClose.onNext(())", "viewModel.didFinish.subscribe(onNext: { [weak self] in self?.onFinish?() }).disposed(by: disposeBag)"),
    ]

    static func removalSubjectApp(_ style: (name: String, model: String, emit: String, subscribe: String)) -> String {
        """
        import UIKit
        import Combine
        import RxSwift

        final class ListViewController: UIViewController { var onOpen: (() -> Void)? }

        final class DetailViewModel {
        \(style.model)
        }

        final class DetailViewController: UIViewController {
            let viewModel: DetailViewModel
            init(viewModel: DetailViewModel) {
                self.viewModel = viewModel
                super.init(nibName: nil, bundle: nil)
            }
            required init?(coder: NSCoder) { fatalError() }
            override func didMove(toParent parent: UIViewController?) {
                super.didMove(toParent: parent)
                if parent == nil { \(style.emit) }
            }
        }

        final class DetailCoordinator {
            var onFinish: (() -> Void)?
            private let navigationController: UINavigationController
            private var cancellables = Set<AnyCancellable>()
            private let disposeBag = DisposeBag()
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() {
                let viewModel = DetailViewModel()
                \(style.subscribe)
                navigationController.pushViewController(DetailViewController(viewModel: viewModel), animated: true)
            }
        }

        final class ListCoordinator {
            private var children: [AnyObject] = []
            let navigationController: UINavigationController
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() {
                let list = ListViewController()
                list.onOpen = { [weak self] in self?.openDetail() }
                navigationController.setViewControllers([list], animated: false)
            }
            private func openDetail() {
                let child = DetailCoordinator(navigationController: navigationController)
                child.onFinish = { [weak self, weak child] in
                    self?.children.removeAll { $0 === child }
                }
                children.append(child)
                child.start()
            }
        }

        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            var coordinator: ListCoordinator?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                guard let scene = scene as? UIWindowScene else { return }
                let navigation = UINavigationController()
                coordinator = ListCoordinator(navigationController: navigation)
                coordinator?.start()
                window = UIWindow(windowScene: scene)
                window?.rootViewController = navigation
                window?.makeKeyAndVisible()
            }
        }
        """
    }

    @Test(arguments: removalSubjectStyles.indices)
    func aSubjectEmittedWhenTheScreenLeavesIsItsRemoval(style: Int) throws {
        let style = Self.removalSubjectStyles[style]
        let draft = try extract(["App.swift": Self.removalSubjectApp(style)], name: "detail")
        let text = lines(draft)
        #expect(text.contains { $0.hasPrefix("screen DetailViewController") && !$0.contains(":") }, "\(style.name): \(draft.scenario)")
        #expect(text.contains("on DetailViewController.back"), "\(style.name): \(draft.scenario)")
        let result = try check(draft)
        #expect(result.verdicts.filter { $0.violation != nil }.map(\.name).isEmpty, "\(style.name): \(draft.scenario)")
    }
}
