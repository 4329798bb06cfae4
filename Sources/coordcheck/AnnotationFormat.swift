import ArgumentParser

/// Where `--annotations` lines are meant to be read.
enum AnnotationFormat: String, ExpressibleByArgument, CaseIterable {
    /// GitHub Actions workflow commands (`::error file=…,line=…::…`).
    case github
}
