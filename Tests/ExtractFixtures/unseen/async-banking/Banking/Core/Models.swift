import Foundation

struct Session: Codable, Equatable {
    let accessToken: String
    let customerName: String
    let expiresAt: Date
}

struct Account: Decodable, Hashable, Identifiable {
    enum Kind: String, Decodable {
        case checking
        case savings
        case credit
    }

    let id: String
    let name: String
    let kind: Kind
    let maskedNumber: String
    let balance: Decimal
    let currencyCode: String

    var formattedBalance: String {
        balance.formatted(.currency(code: currencyCode))
    }
}

struct Transaction: Decodable, Hashable, Identifiable {
    let id: String
    let title: String
    let amount: Decimal
    let bookedAt: Date
}

struct Payee: Codable, Hashable, Identifiable {
    let id: String
    let name: String
    let iban: String
}

struct TransferDraft: Encodable {
    let sourceAccountID: String
    let payee: Payee
    let amount: Decimal
    let currencyCode: String
    var reference: String

    var formattedAmount: String {
        amount.formatted(.currency(code: currencyCode))
    }
}

struct TransferReceipt: Decodable {
    let reference: String
    let executedAt: Date
}

enum LoginResult {
    case authenticated(Session)
}

enum TransferResult {
    case completed(TransferReceipt)
    case cancelled
}
