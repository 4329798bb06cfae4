import Foundation

final class SessionStore {

    private let defaults: UserDefaults
    private let key = "com.northbank.session"

    init(defaults: UserDefaults) {
        self.defaults = defaults
    }

    var currentSession: Session? {
        guard let data = defaults.data(forKey: key),
              let session = try? JSONDecoder().decode(Session.self, from: data),
              session.expiresAt > Date() else { return nil }
        return session
    }

    func save(_ session: Session) {
        defaults.set(try? JSONEncoder().encode(session), forKey: key)
    }

    func clear() {
        defaults.removeObject(forKey: key)
    }
}

enum APIError: LocalizedError {
    case unauthorized
    case server(status: Int)

    var errorDescription: String? {
        switch self {
        case .unauthorized: return "Your session has expired. Please sign in again."
        case .server(let status): return "Something went wrong (\(status)). Please try again."
        }
    }
}

final class APIClient {

    private let baseURL: URL
    private let sessionStore: SessionStore
    private let urlSession: URLSession
    private let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }()

    init(baseURL: URL, sessionStore: SessionStore, urlSession: URLSession = .shared) {
        self.baseURL = baseURL
        self.sessionStore = sessionStore
        self.urlSession = urlSession
    }

    func send<Response: Decodable>(
        _ path: String,
        method: String = "GET",
        body: Encodable? = nil
    ) async throws -> Response {
        var request = URLRequest(url: baseURL.appendingPathComponent(path))
        request.httpMethod = method
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        if let token = sessionStore.currentSession?.accessToken {
            request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        }
        if let body {
            request.httpBody = try JSONEncoder().encode(body)
        }

        let (data, response) = try await urlSession.data(for: request)
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        switch status {
        case 200..<300: return try decoder.decode(Response.self, from: data)
        case 401: throw APIError.unauthorized
        default: throw APIError.server(status: status)
        }
    }
}

protocol AuthService {
    func signIn(username: String, password: String) async throws -> Session
}

protocol AccountsService {
    func accounts() async throws -> [Account]
    func transactions(for account: Account) async throws -> [Transaction]
}

protocol TransferService {
    func payees() async throws -> [Payee]
    func submit(_ draft: TransferDraft) async throws -> TransferReceipt
}

struct RemoteAuthService: AuthService {
    let client: APIClient

    private struct Credentials: Encodable {
        let username: String
        let password: String
    }

    func signIn(username: String, password: String) async throws -> Session {
        try await client.send("auth/token", method: "POST", body: Credentials(username: username, password: password))
    }
}

struct RemoteAccountsService: AccountsService {
    let client: APIClient

    func accounts() async throws -> [Account] {
        try await client.send("accounts")
    }

    func transactions(for account: Account) async throws -> [Transaction] {
        try await client.send("accounts/\(account.id)/transactions")
    }
}

struct RemoteTransferService: TransferService {
    let client: APIClient

    func payees() async throws -> [Payee] {
        try await client.send("payees")
    }

    func submit(_ draft: TransferDraft) async throws -> TransferReceipt {
        try await client.send("transfers", method: "POST", body: draft)
    }
}
