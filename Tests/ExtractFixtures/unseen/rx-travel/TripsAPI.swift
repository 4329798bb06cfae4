import Foundation
import RxSwift

struct Trip: Codable, Equatable {
    let id: String
    let destination: String
    let startDate: Date
    let endDate: Date
    var hotelBooking: HotelBooking?

    var nights: Int {
        Calendar.current.dateComponents([.day], from: startDate, to: endDate).day ?? 0
    }
}

struct Hotel: Codable, Equatable {
    let id: String
    let name: String
    let starRating: Int
    let nightlyRate: Decimal
    let currencyCode: String
}

struct HotelBooking: Codable, Equatable {
    let confirmationCode: String
    let hotel: Hotel
}

enum Formatters {
    static let dateInterval: DateIntervalFormatter = {
        let formatter = DateIntervalFormatter()
        formatter.dateStyle = .medium
        formatter.timeStyle = .none
        return formatter
    }()

    static func price(_ amount: Decimal, currencyCode: String) -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.currencyCode = currencyCode
        formatter.maximumFractionDigits = 0
        return formatter.string(from: amount as NSDecimalNumber) ?? "\(amount)"
    }
}

final class APIClient {
    private let baseURL: URL
    private let session: URLSession
    private let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }()

    init(baseURL: URL, session: URLSession = .shared) {
        self.baseURL = baseURL
        self.session = session
    }

    func request<T: Decodable>(_ path: String, method: String = "GET", body: Data? = nil) -> Single<T> {
        var request = URLRequest(url: baseURL.appendingPathComponent(path))
        request.httpMethod = method
        request.httpBody = body
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")

        return session.rx.response(request: request)
            .asSingle()
            .map { [decoder] response, data in
                guard (200..<300).contains(response.statusCode) else {
                    throw URLError(.badServerResponse)
                }
                return try decoder.decode(T.self, from: data)
            }
    }
}

protocol TripsServiceType {
    func upcomingTrips() -> Single<[Trip]>
}

protocol HotelsServiceType {
    func hotels(near trip: Trip) -> Single<[Hotel]>
    func book(_ hotel: Hotel, for trip: Trip) -> Single<HotelBooking>
}

final class TripsService: TripsServiceType {
    private let client: APIClient

    init(client: APIClient) {
        self.client = client
    }

    func upcomingTrips() -> Single<[Trip]> {
        client.request("trips/upcoming")
    }
}

final class HotelsService: HotelsServiceType {
    private let client: APIClient

    init(client: APIClient) {
        self.client = client
    }

    func hotels(near trip: Trip) -> Single<[Hotel]> {
        client.request("trips/\(trip.id)/hotels")
    }

    func book(_ hotel: Hotel, for trip: Trip) -> Single<HotelBooking> {
        let body = try? JSONSerialization.data(withJSONObject: ["tripId": trip.id, "hotelId": hotel.id])
        return client.request("bookings/hotels", method: "POST", body: body)
    }
}
