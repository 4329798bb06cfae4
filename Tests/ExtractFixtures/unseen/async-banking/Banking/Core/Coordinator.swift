import Foundation

@MainActor
protocol Coordinator: AnyObject {
    var id: UUID { get }
}

struct AppDependencies {
    let sessionStore: SessionStore
    let authService: AuthService
    let accountsService: AccountsService
    let transferService: TransferService

    static func live() -> AppDependencies {
        let sessionStore = SessionStore(defaults: .standard)
        let client = APIClient(baseURL: URL(string: "https://api.northbank.example/v2")!, sessionStore: sessionStore)
        return AppDependencies(
            sessionStore: sessionStore,
            authService: RemoteAuthService(client: client),
            accountsService: RemoteAccountsService(client: client),
            transferService: RemoteTransferService(client: client)
        )
    }
}
