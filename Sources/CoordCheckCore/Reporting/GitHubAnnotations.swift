import Foundation

/// GitHub Actions workflow commands (`--reporter github`, `--annotations github`): each
/// ``Problem`` as an `::error` or `::warning` on its line, which GitHub shows on the pull
/// request's diff.
///
/// ```
/// ::error file=Scenarios/bugs/leak.txt,line=14,col=3,title=coordcheck: no-leaks::MyPage#3 is still in Today#2.children …%0Atrace: TodayScreen.myPageTapped → back
/// ```
public enum GitHubAnnotations {
    public static func lines(for problems: [Problem]) -> [String] {
        problems.map { problem in
            var properties = ["file=\(property(problem.file))"]
            if let line = problem.line { properties.append("line=\(line)") }
            if let column = problem.column { properties.append("col=\(column)") }
            properties.append("title=\(property("coordcheck: \(problem.rule)"))")
            return "::\(problem.severity.rawValue) \(properties.joined(separator: ","))::" + data(([problem.message] + problem.detail).joined(separator: "\n"))
        }
    }

    /// A message: `%`, CR and LF escaped.
    static func data(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    /// A property value: also `:` and `,`.
    static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
