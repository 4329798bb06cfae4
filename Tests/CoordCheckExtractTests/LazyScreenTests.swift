import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// A screen a coordinator keeps in a lazy property made by a closure (`lazy var list:
/// ListViewController = { let list = …; list.onPick = { … }; return list }()`): made where it
/// is first read, with the closures the closure gives it, which are its events.
extension ExtractTests {
    static func lazyScreenApp(property: String) -> String {
        """
        import UIKit

        final class ListViewController: UIViewController {
            var onPick: (() -> Void)?
        }
        final class DetailViewController: UIViewController {}

        final class ListCoordinator {
            let navigationController: UINavigationController
            private lazy var \(property): ListViewController = {
                let controller = ListViewController()
                controller.onPick = { [weak self] in self?.showDetail() }
                return controller
            }()
            init(navigationController: UINavigationController) { self.navigationController = navigationController }
            func start() { navigationController.setViewControllers([\(property)], animated: false) }
            func showDetail() { navigationController.pushViewController(DetailViewController(), animated: true) }
        }

        \(Self.sceneDelegateStarting("ListCoordinator"))
        """
    }

    @Test(arguments: ["list", "listViewController"])
    func aLazyScreenGetsTheClosuresItsInitializerGivesIt(property: String) throws {
        let draft = try extract(["App.swift": Self.lazyScreenApp(property: property)], name: "lazy")
        let text = lines(draft)
        #expect(text.contains("screen ListViewController: onPick"), "\(draft.scenario)")
        #expect(try handler("on ListViewController.onPick", of: "ListCoordinator root", in: text) == ["call self.showDetail"])
        #expect(try check(draft).verdicts.allSatisfy { $0.violation == nil })
    }
}
