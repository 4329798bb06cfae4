import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// Children kept by identity in a dictionary of anything (`children[flow.id] = flow`, `[UUID:
/// AnyObject]`), with no `start()`: the root's is made with its stack and first screen in
/// its `init` (`navigationController.setViewControllers([list], …)`), made the window's root
/// (`window.rootViewController = main.navigationController`), then run; a detail's screen calls a
/// closure when UIKit takes it off its stack (`if isMovingFromParent { onRemoved?() }`), which
/// its creator set to remove it: that runs after back and a back swipe, not as a tap. When the
/// screen calls it on a tap instead (a Close button), back leaves the detail behind.
extension ExtractTests {
    static func removalClosureApp(onRemoval: Bool) -> String {
        let screenCode = onRemoval ? """
                override func viewDidDisappear(_ animated: Bool) {
                    super.viewDidDisappear(animated)
                    if isMovingFromParent { onRemoved?() }
                }
            """ : """
                @objc func closeTapped() { onRemoved?() }
            """
        return """
            import UIKit

            final class ListViewController: UIViewController {
                var onSelect: (() -> Void)?
            }

            final class DetailViewController: UIViewController {
                var onRemoved: (() -> Void)?
            \(screenCode)
            }

            final class DetailFlow {
                let id = UUID()
                var onEnd: (() -> Void)?
                private let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                func begin() {
                    let detail = DetailViewController()
                    detail.onRemoved = { [weak self] in self?.onEnd?() }
                    navigationController.pushViewController(detail, animated: true)
                }
            }

            final class MainFlow {
                let id = UUID()
                let navigationController = UINavigationController()
                private var children: [UUID: AnyObject] = [:]
                init() {
                    let list = ListViewController()
                    navigationController.setViewControllers([list], animated: false)
                    list.onSelect = { [weak self] in self?.showDetail() }
                }
                func run() {
                    UserDefaults.standard.set(true, forKey: "launched")
                }
                private func showDetail() {
                    let detail = DetailFlow(navigationController: navigationController)
                    detail.onEnd = { [weak self, weak detail] in
                        guard let self, let detail else { return }
                        self.children[detail.id] = nil
                    }
                    children[detail.id] = detail
                    detail.begin()
                }
            }

            final class AppFlow {
                private let window: UIWindow
                private var children: [UUID: AnyObject] = [:]
                init(window: UIWindow) { self.window = window }
                func start() {
                    let main = MainFlow()
                    children[main.id] = main
                    window.rootViewController = main.navigationController
                    window.makeKeyAndVisible()
                    main.run()
                }
            }

            \(delegateStarting(windowed: "AppFlow"))
            """
    }

    @Test(arguments: [true, false])
    func aClosureCalledWhenTheScreenLeavesItsStackRunsAfterBack(onRemoval: Bool) throws {
        let draft = try extract(["App.swift": Self.removalClosureApp(onRemoval: onRemoval)], name: "removal")
        let text = lines(draft)
        #expect(try handler("on start", of: "MainFlow parent none", in: text) == ["setViewControllers ListViewController"], "\(draft.scenario)")
        #expect(text.contains("on DetailViewController.swipeBack") == onRemoval, "\(draft.scenario)")
        let result = try check(draft)
        let leak = result.verdicts.first { $0.name == "no-leaks" }?.violation
        if onRemoval {
            #expect(result.verdicts.allSatisfy { $0.violation == nil }, "\(draft.scenario)")
        } else {
            // (The closure is then a tap of its own, removing the child under its screen.)
            #expect(leak?.trace.labels(in: result.scenario) == ["ListViewController.onSelect", "back"], "\(draft.scenario)")
        }
    }
}
