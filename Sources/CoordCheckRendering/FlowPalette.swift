/// Colours by flow, the same for a flow in every diagram: a light fill and a darker line.
enum FlowPalette {
    struct Colors {
        var fill: String
        var line: String
    }

    private static let colors: [Colors] = [
        Colors(fill: "#dbeafe", line: "#1d4ed8"), Colors(fill: "#dcfce7", line: "#15803d"),
        Colors(fill: "#fef3c7", line: "#b45309"), Colors(fill: "#fce7f3", line: "#be185d"),
        Colors(fill: "#ede9fe", line: "#6d28d9"), Colors(fill: "#cffafe", line: "#0e7490"),
        Colors(fill: "#ffedd5", line: "#c2410c"), Colors(fill: "#e0e7ff", line: "#4338ca"),
        Colors(fill: "#ecfccb", line: "#4d7c0f"), Colors(fill: "#f5f5f4", line: "#57534e"),
    ]

    /// Coordinators without a flow.
    static let none = Colors(fill: "#f3f4f6", line: "#6b7280")
    /// What a violation involves.
    static let violation = "#dc2626"
    /// What a step added, and what it changed.
    static let added = "#16a34a"
    static let changed = "#d97706"
    static let removed = "#9ca3af"

    static func colors(forFlow flow: Int?) -> Colors {
        guard let flow else { return none }
        return colors[flow % colors.count]
    }
}
