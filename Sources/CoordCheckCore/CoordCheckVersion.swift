/// The version of coordcheck: semantic versioning, the newest entry of CHANGELOG.md.
public enum CoordCheckVersion {
    public static let current = "0.41.0"
}
