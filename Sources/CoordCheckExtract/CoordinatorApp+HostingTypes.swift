import SwiftSyntax

extension CoordinatorApp {
    /// The app's own hosting controllers each SwiftUI screen is shown in, by the view it is
    /// named after (`RemovalAwareHostingController(rootView: RecipeDetailView(…))`: the
    /// screen `RecipeDetailView`, whose removal hooks — `didMove(toParent: nil)` — are the
    /// hosting controller's). Only subclasses the sources declare: UIKit's own has no hooks.
    func findHostingTypes() -> [String: [String]] {
        final class Calls: SyntaxVisitor {
            let project: SwiftProject
            var made: [(host: String, view: String)] = []
            init(project: SwiftProject) {
                self.project = project
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if let host = CoordinatorApp.calledTypeName(ExprSyntax(node)), project.types[host] != nil,
                   let root = node.arguments.first(where: { $0.label?.text == "rootView" }),
                   let view = CoordinatorApp.calledTypeName(root.expression), project.types[view] != nil {
                    made.append((host, view))
                }
                return .visitChildren
            }
        }
        let calls = Calls(project: project)
        for source in project.sources where source.text.mentions("rootView") { calls.walk(source.tree) }
        var found: [String: [String]] = [:]
        for (host, view) in calls.made where lineage(of: host).contains("UIHostingController") && !(found[view] ?? []).contains(host) {
            found[view, default: []].append(host)
        }
        return found
    }
}
