import UIKit

final class BookingDetailViewController: UIViewController {

    var bookingID: Int?
}
