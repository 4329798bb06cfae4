import SwiftSyntax

/// The members through which an object gives the view controller it stands for
/// (`child.toPresentable()`, `coordinator.rootViewController`): told by their declared type,
/// not their name.
extension CoordinatorApp {
    /// Navigation libraries' members giving what a coordinator shows (XCoordinator's
    /// `viewController`, `rootViewController`, `strongRouter`…), where the app declares no
    /// member so named.
    static let libraryPresenting: Set<String> = ["rootViewController", "viewController", "toPresentable", "toPresent", "presentable", "presentedViewController",
                                                 "navigationController", "childNavigationController", "strongRouter", "unownedRouter"]
    /// Those giving its navigation controller.
    static let libraryStacks: Set<String> = ["navigationController", "rootViewController", "childNavigationController", "navigation"]

    /// The members giving a view controller: properties and argumentless methods, of a protocol
    /// or of a type that is no view or view controller (or wraps a navigation controller), whose
    /// type (written, or made by the initial value) is UIKit's view controller, navigation, tab
    /// bar or split controller, or a protocol every view controller conforms to (`extension
    /// UIViewController: Presentable`):
    /// `func toPresentable() -> UIViewController`, `let rootViewController: UINavigationController`.
    /// A property typed as one of the app's screens (`let passwordVC: PasswordVC`) names that
    /// screen, not what its holder stands for. `stacks`: those giving a navigation controller,
    /// by type or by the member they return (`var root: UIViewController { navigationController }`).
    /// The libraries' names the app does not declare come with them.
    func findPresentingMembers() -> (all: Set<String>, stacks: Set<String>) {
        var declared: Set<String> = []
        var all: Set<String> = []
        var stacks: Set<String> = []
        let everyViewControllerIs = Set(lineage(of: "UIViewController"))
        for name in project.order {
            guard let type = project.types[name] else { continue }
            let members = type.properties.map { (name: $0.name, type: $0.type ?? $0.initializer.flatMap(Self.calledTypeName), body: $0.getter) }
                + type.functions.map { (name: $0.name, type: $0.parameters.isEmpty ? $0.returnType : nil, body: $0.body?.statements) }
            declared.formUnion(members.map(\.name))
            let closure = project.protocolClosure(of: name)
            // A screen's members name other screens; a view controller wrapping a navigation
            // controller (`childNavigationController`) gives its stack as one does.
            guard !isView(closure), !isViewController(closure) || isNavigation(name) else { continue }
            for member in members {
                guard let written = member.type.map(SwiftProject.bareType) else { continue }
                let type = written.firstIndex(of: "<").map { String(written[..<$0]) } ?? written
                // `var rootViewController: UIViewController { navigationController }`: what it returns.
                let returned = member.body.flatMap(Self.returnedMember).flatMap { returned in members.first { $0.name == returned } }
                if isNavigation(type) || returned?.type.map({ isNavigation(SwiftProject.bareType($0)) }) == true {
                    all.insert(member.name)
                    stacks.insert(member.name)
                } else if Self.uikitTypes.contains(type) || Self.viewControllerBases.contains(type)
                            || project.types[type]?.kind == .protocolType && everyViewControllerIs.contains(type) {
                    all.insert(member.name)
                }
            }
        }
        return (all.union(Self.libraryPresenting.subtracting(declared)), stacks.union(Self.libraryStacks.subtracting(declared)))
    }

    /// The member a body of one expression returns: `navigationController`, `self.controller`,
    /// `return self.controller`.
    static func returnedMember(_ body: CodeBlockItemListSyntax) -> String? {
        guard body.count == 1, let item = body.first?.item else { return nil }
        let expression = item.as(ExprSyntax.self) ?? item.as(ReturnStmtSyntax.self)?.expression
        if let access = expression?.as(MemberAccessExprSyntax.self), access.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return access.declName.baseName.text
        }
        return expression?.as(DeclReferenceExprSyntax.self)?.baseName.text
    }
}

extension CoordinatorApp {
    /// The stored properties of a coordinator type that keep a controller it presents: a method
    /// stores a value and presents it (`cartSheet = sheet` and `present(sheet, animated: true)`,
    /// or `present(cartSheet, …)`). A child handed one (`CheckoutFlow(presenter: cartSheet)`)
    /// presents over that presentation.
    func presentedControllerProperties(of coordinator: String) -> Set<String> {
        guard let type = project.types[coordinator] else { return [] }
        let stored = Set(type.properties.map(\.name))
        var kept: Set<String> = []
        for function in type.functions {
            guard let body = function.body?.statements.trimmedText, body.mentions("present(") else { continue }
            let presented = Set(MethodReader.captures(#"(?<![\w])present\(\s*(?:self\.)?([A-Za-z_][A-Za-z0-9_]*)\s*,"#, in: body))
            for match in body.matches(of: #/(?:^|[^\w.])(?:self\.)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*([A-Za-z_][A-Za-z0-9_]*)\s*(?:\n|;|$)/#) {
                let (property, value) = (String(match.1), String(match.2))
                if stored.contains(property), presented.contains(value) || presented.contains(property) { kept.insert(property) }
            }
        }
        return kept
    }
}
