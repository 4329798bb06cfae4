/// `--reporter xcode`: every problem of a gate run on one line, as compilers write them,
/// which Xcode (from a Run Script phase), VS Code's problem matchers and editors read.
///
/// ```
/// Scenarios/leak.txt:87:3: error: [no-leaks] MyPage#8 is still in Today#4.children … — trace: a → back; handler: MyPage on back
/// Scenarios/leak.txt:12:5: warning: [unreached-event] SettingsScreen.close is never enabled within depth 6
/// ```
public enum XcodeReport {
    public static func render(_ problems: [Problem]) -> String {
        problems.map { $0.compilerStyle + "\n" }.joined()
    }
}
