/// The text sizes every diagram uses. A point is 4/3 px in an SVG, so text of `small`
/// points stays at least 10 px high wherever the diagram is shown at 75% of its size or
/// more: a diagram at most `documentWidth` points wide does, in a README column (880 px).
enum DiagramText {
    /// The smallest text drawn: details, edge labels, the legend's key.
    static let small = 10
    /// Node labels.
    static let body = 11
    /// The widest a diagram should be, in points, to be read in a document column.
    static let documentWidth = 880.0
}
