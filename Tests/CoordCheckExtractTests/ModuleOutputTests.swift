import CoordCheckCore
import Foundation
import Testing
@testable import CoordCheckExtract

/// VIPER modules: a screen's action calls its presenter (`output.didTapAdd()`, a protocol no
/// coordinator implements), which calls its wireframe, whose `output` is the coordinator that
/// built the module (`ListModuleOutput`), or calls that output itself (a model of the screen's
/// calling its coordinator). Either way the screen has an event per action, and what the
/// coordinator's method does runs: the screen it presents, the flow it starts.
extension ExtractTests {
    static func moduleOutputApp(throughWireframe: Bool) -> String {
        let presenterCalls = throughWireframe ? "wireframe.showAdd()" : "output?.listDidRequestAdd()"
        let presenterSelect = throughWireframe ? "wireframe.showDetail()" : "output?.listDidSelect()"
        return """
            import UIKit

            protocol ListViewOutput: AnyObject {
                func didTapAdd()
                func didSelectRow()
            }
            protocol ListModuleOutput: AnyObject {
                func listDidRequestAdd()
                func listDidSelect()
            }
            protocol ListWireframeProtocol: AnyObject {
                func showAdd()
                func showDetail()
            }

            final class ListViewController: UITableViewController {
                var output: ListViewOutput!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(addTapped))
                }
                @objc private func addTapped() { output.didTapAdd() }
                override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { output.didSelectRow() }
            }
            final class ListPresenter: ListViewOutput {
                private let wireframe: ListWireframeProtocol
                \(throughWireframe ? "" : "weak var output: ListModuleOutput?")
                init(wireframe: ListWireframeProtocol) { self.wireframe = wireframe }
                func didTapAdd() { \(presenterCalls) }
                func didSelectRow() { \(presenterSelect) }
            }
            final class ListWireframe: ListWireframeProtocol {
                weak var output: ListModuleOutput?
                func showAdd() { output?.listDidRequestAdd() }
                func showDetail() { output?.listDidSelect() }
            }
            enum ListModuleBuilder {
                static func build(output: ListModuleOutput) -> UIViewController {
                    let view = ListViewController()
                    let wireframe = ListWireframe()
                    let presenter = ListPresenter(wireframe: wireframe)
                    view.output = presenter
                    wireframe.output = output
                    \(throughWireframe ? "" : "presenter.output = output")
                    return view
                }
            }

            final class AddViewController: UIViewController {}
            final class DetailViewController: UIViewController {}

            final class DetailFlow {
                private let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                func begin() { navigationController.pushViewController(DetailViewController(), animated: true) }
            }

            final class ListFlow: ListModuleOutput {
                private let navigationController: UINavigationController
                private var flows: [AnyObject] = []
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
                func start() {
                    navigationController.setViewControllers([ListModuleBuilder.build(output: self)], animated: false)
                }
                func listDidRequestAdd() {
                    navigationController.present(AddViewController(), animated: true)
                }
                func listDidSelect() {
                    let flow = DetailFlow(navigationController: navigationController)
                    flows.append(flow)
                    flow.begin()
                }
            }

            \(sceneDelegateStarting("ListFlow"))
            """
    }

    @Test(arguments: [true, false])
    func aScreensActionReachesTheCoordinatorItsModuleWasBuiltFor(throughWireframe: Bool) throws {
        let draft = try extract(["App.swift": Self.moduleOutputApp(throughWireframe: throughWireframe)], name: "module")
        let scenario = try ScenarioCompiler.compile(SourceFile(path: "draft.txt", text: draft.scenario)).get()
        let events = lines(draft).first { $0.hasPrefix("screen ListViewController:") }?.split(separator: ":").last?.split(separator: ",")
            .map { $0.trimmingCharacters(in: .whitespaces) } ?? []
        #expect(events.count == 2, "\(draft.scenario)")
        // One event presents the add screen, the other pushes the detail.
        var shown: Set<String> = []
        for event in events {
            let frames = try Replayer(scenario: scenario, invariants: []).run(labels: ["ListViewController.\(event)"])
            if let screen = frames.last?.snapshot.visibleScreen.map({ scenario.screenName($0) }) { shown.insert(screen) }
        }
        #expect(shown == ["AddViewController", "DetailViewController"], "\(draft.scenario)")
        // The detail flow nothing removes stays behind after back.
        let result = try check(draft)
        let leak = result.verdicts.first { $0.name == "no-leaks" }?.violation
        #expect(leak?.trace.labels(in: result.scenario).last == "back", "\(draft.scenario)")
    }
}
