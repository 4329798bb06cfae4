import Foundation

protocol BarNavigation: AnyObject {
    func navigationRightButtonTapped()
    func navigationLeftButtonTapped()
}

protocol PopNavigation: AnyObject {
    func backButtonTapped()
}

protocol SplashNavigation: AnyObject {
    func splashCompleted()
}

protocol TodayNavigation: BarNavigation {}

protocol CurriculumNavigation: BarNavigation {}

protocol MyPageNavigation: PopNavigation {}

protocol BookmarkNavigation: PopNavigation {}
