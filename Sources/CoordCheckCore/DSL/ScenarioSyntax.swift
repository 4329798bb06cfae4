/// A parsed scenario grouped by kind of declaration, as the compiler reads it (the document
/// keeps the order written and the comments; this is what they say).
struct ScenarioSyntax: Sendable {
    typealias ScreenDeclaration = DeclarationSyntax.Screen
    typealias AssertionDeclaration = DeclarationSyntax.Assertion
    typealias ExpectationDeclaration = DeclarationSyntax.Expectation

    var name: Name?
    var depth: (value: Int, location: SourceLocation)?
    /// `animations on`, where written.
    var animations: SourceLocation?
    var flows: [Name] = []
    var globalEvents: [Name] = []
    var disabledEvents: [Name] = []
    var screens: [ScreenDeclaration] = []
    var coordinators: [CoordinatorSyntax] = []
    var assertions: [AssertionDeclaration] = []
    var expectations: [ExpectationDeclaration] = []

    init(_ document: ScenarioDocument) {
        for declaration in document.declarations {
            switch declaration.kind {
            case .scenario(let name): self.name = self.name ?? name
            case .depth(let number): depth = depth ?? (number.value, number.location)
            case .animations: animations = animations ?? declaration.location
            case .flows(let names): flows += names
            case .events(let names): globalEvents += names
            case .disable(let names): disabledEvents += names
            case .screen(let screen): screens.append(screen)
            case .coordinator(let coordinator): coordinators.append(coordinator)
            case .assertion(let assertion): assertions.append(assertion)
            case .expectations(let declared): expectations += declared
            }
        }
    }
}
