import ArgumentParser

enum ReportFormat: String, ExpressibleByArgument, CaseIterable {
    case text
    case json
}
