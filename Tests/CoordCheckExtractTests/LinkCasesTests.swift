import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// A link the scene delegate parses and hands the root through a helper of its own
/// (`scene(_:openURLContexts:)` → `handle(url)` → `main?.open(link)`): one global event per
/// case of the link's enum (`open_story`), the root asking each kind of child it makes
/// (`children.contains { $0.open(link) }`), each child's method read for that case
/// (`func open_editAccount`). A second `.editAccount` link while the first sheet is up is
/// refused by UIKit, and the child it made leaks, unless the child is looked for first.
extension ExtractTests {
    /// How `showEditAccount` looks for an edit flow already running: not at all, a `guard`,
    /// or an `if` on a computed property of self's.
    static let editGuards = [
        "",
        "        guard !children.contains(where: { $0 is EditAccountFlow }) else { return }\n",
        "        if isEditing { return }\n",
    ]

    static func linkedTabsApp(guardLine: String) -> String {
        """
        import UIKit

        enum Link {
            case story(Int)
            case bookmarks
            case editAccount
        }

        protocol Flow: AnyObject {
            var children: [Flow] { get set }
            var rootViewController: UIViewController { get }
            func start()
            func open(_ link: Link) -> Bool
        }

        final class StoriesViewController: UIViewController {
            var onSelect: ((Int) -> Void)?
            @objc private func tapped() { onSelect?(1) }
        }
        final class StoryViewController: UIViewController {}
        final class BookmarksViewController: UIViewController {}
        final class AccountViewController: UIViewController {
            var onEdit: (() -> Void)?
            @objc private func editTapped() { onEdit?() }
        }
        final class EditAccountViewController: UIViewController {
            var onDone: (() -> Void)?
            @objc private func doneTapped() { onDone?() }
        }

        final class StoriesFlow: Flow {
            var children: [Flow] = []
            private let navigationController = UINavigationController()
            var rootViewController: UIViewController { navigationController }
            func start() {
                let list = StoriesViewController()
                list.onSelect = { [weak self] id in self?.showStory(id) }
                navigationController.setViewControllers([list], animated: false)
            }
            func open(_ link: Link) -> Bool {
                switch link {
                case .story(let id):
                    navigationController.popToRootViewController(animated: false)
                    showStory(id)
                    return true
                default:
                    return false
                }
            }
            private func showStory(_ id: Int) {
                navigationController.pushViewController(StoryViewController(), animated: true)
            }
        }

        final class BookmarksFlow: Flow {
            var children: [Flow] = []
            private let navigationController = UINavigationController()
            var rootViewController: UIViewController { navigationController }
            func start() {
                navigationController.setViewControllers([BookmarksViewController()], animated: false)
            }
            func open(_ link: Link) -> Bool {
                guard case .bookmarks = link else { return false }
                navigationController.popToRootViewController(animated: false)
                return true
            }
        }

        final class EditAccountFlow: Flow {
            var children: [Flow] = []
            var onFinish: (() -> Void)?
            private weak var presenter: UIViewController?
            private let navigationController = UINavigationController()
            var rootViewController: UIViewController { navigationController }
            init(presenter: UIViewController) { self.presenter = presenter }
            func start() {
                let edit = EditAccountViewController()
                edit.onDone = { [weak self] in
                    self?.presenter?.dismiss(animated: true) { self?.onFinish?() }
                }
                navigationController.setViewControllers([edit], animated: false)
                navigationController.isModalInPresentation = true
                presenter?.present(navigationController, animated: true)
            }
            func open(_ link: Link) -> Bool { false }
        }

        final class AccountFlow: Flow {
            var children: [Flow] = []
            private let navigationController = UINavigationController()
            var rootViewController: UIViewController { navigationController }
            private var isEditing: Bool { children.contains { $0 is EditAccountFlow } }
            func start() {
                let account = AccountViewController()
                account.onEdit = { [weak self] in self?.showEditAccount() }
                navigationController.setViewControllers([account], animated: false)
            }
            func open(_ link: Link) -> Bool {
                switch link {
                case .editAccount:
                    navigationController.popToRootViewController(animated: false)
                    showEditAccount()
                    return true
                default:
                    return children.contains { $0.open(link) }
                }
            }
            private func showEditAccount() {
        \(guardLine)        let edit = EditAccountFlow(presenter: navigationController)
                edit.onFinish = { [weak self, weak edit] in
                    self?.children.removeAll { $0 === edit }
                }
                children.append(edit)
                edit.start()
            }
        }

        final class MainFlow {
            private(set) var children: [Flow] = []
            private let window: UIWindow
            private let tabBarController = UITabBarController()
            init(window: UIWindow) { self.window = window }
            func start() {
                children = [StoriesFlow(), BookmarksFlow(), AccountFlow()]
                children.forEach { $0.start() }
                tabBarController.viewControllers = children.map(\\.rootViewController)
                window.rootViewController = tabBarController
                window.makeKeyAndVisible()
            }
            @discardableResult
            func open(_ link: Link) -> Bool {
                children.contains { $0.open(link) }
            }
        }

        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            private var main: MainFlow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                guard let scene = scene as? UIWindowScene else { return }
                let window = UIWindow(windowScene: scene)
                self.window = window
                let main = MainFlow(window: window)
                self.main = main
                main.start()
            }
            func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
                guard let url = URLContexts.first?.url else { return }
                handle(url)
            }
            private func handle(_ url: URL) {
                guard let link = parse(url) else { return }
                main?.open(link)
            }
            private func parse(_ url: URL) -> Link? {
                switch url.host {
                case "bookmarks": return .bookmarks
                case "account": return .editAccount
                default: return .story(Int(url.lastPathComponent) ?? 0)
                }
            }
        }
        """
    }

    @Test(arguments: editGuards)
    func aLinkIsOneEventPerCaseAskingEachKindOfChild(guardLine: String) throws {
        let draft = try extract(["App.swift": Self.linkedTabsApp(guardLine: guardLine)], name: "links")
        let text = lines(draft)
        #expect(["event open_story", "event open_bookmarks", "event open_editAccount"].allSatisfy(text.contains), "\(draft.scenario)")
        #expect(try handler("on open_editAccount", of: "MainFlow root", in: text).filter { !$0.hasPrefix("#") } == ["call AccountFlow.open_editAccount"])
        #expect(try handler("on open_story", of: "MainFlow root", in: text).filter { !$0.hasPrefix("#") } == ["call StoriesFlow.open_story"])
        #expect(try handler("func open_editAccount", of: "AccountFlow", in: text) == ["popToRoot", "call self.showEditAccount"])
        #expect(try handler("func open_bookmarks", of: "BookmarksFlow", in: text) == ["popToRoot"])
        // (No method read for a case it does nothing for: Bookmarks' and Account's `open_story`.)
        #expect(text.filter { $0 == "func open_story" }.count == 1, "\(draft.scenario)")
        if guardLine.contains("isEditing") {
            #expect(try handler("func showEditAccount", of: "AccountFlow", in: text) == ["if not child EditAccountFlow: start EditAccountFlow in modal isModalInPresentation"])
        }
        let result = try check(draft)
        let violated = result.verdicts.filter { $0.violation != nil }
        if guardLine.isEmpty {
            let leak = try #require(violated.first { $0.name == "no-leaks" }?.violation, "\(draft.scenario)")
            #expect(leak.confirmed)
            #expect(leak.trace.labels(in: result.scenario) == ["open_editAccount", "open_editAccount"])
            #expect(violated.map(\.name) == ["no-leaks"])
        } else {
            #expect(violated.isEmpty, "\(violated.map { "\($0.name): \($0.violation?.trace.labels(in: result.scenario) ?? [])" })\n\(draft.scenario)")
        }
    }

    /// A handler whose call names the case (`main?.open(.bookmarks)`): that case alone, the
    /// event named after the method.
    @Test func aCallNamingItsCaseIsThatCaseAlone() throws {
        let app = Self.linkedTabsApp(guardLine: "")
            .replacingOccurrences(of: "main?.open(link)", with: "main?.open(.bookmarks)")
        let draft = try extract(["App.swift": app], name: "named")
        let text = lines(draft)
        #expect(text.contains("event open"), "\(draft.scenario)")
        #expect(!text.contains { $0.hasPrefix("event open_") }, "\(draft.scenario)")
        #expect(try handler("on open", of: "MainFlow root", in: text).filter { !$0.hasPrefix("#") } == ["call BookmarksFlow.open_bookmarks"], "\(draft.scenario)")
    }
}
