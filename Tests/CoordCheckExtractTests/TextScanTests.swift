import Testing
@testable import CoordCheckExtract

/// Scans of code text: what a class makes is read from the names its code calls (a
/// capitalized name starting a word, `Name(…)`, `Name.init(…)`, and the factories it calls by
/// any other name); whether code mentions a name is a search of its bytes.
extension ExtractTests {
    @Test func calledNamesAreTheMadeTypesAndTheFunctionsCalled() {
        let code = """
        let home = HomeViewController(model: model)
        let detail = DetailViewController.init(id: id)
        let route = settings.Route(kind: .plain)
        let sheet = session?.Sheet(style: .page)
        let product = dependencies.makeProductScreen(id: id)
        _prepare(); nav.pushViewController(home, animated: true)
        let x = 1Bad(), y = Caféé(), z = naïve()
        a:Colon( b'Quote( 1.Num( é.Acc(
        """
        let called = CoordinatorApp.calledNames(in: code)
        // `settings.Route` is one word (as Unicode's word boundaries have it), so are `a:Colon`,
        // `b'Quote` and `é.Acc`; `?.Sheet` and `1.Num` are not.
        #expect(called.made == ["HomeViewController", "DetailViewController", "Sheet", "Num"])
        #expect(called.functions == ["init", "makeProductScreen", "_prepare", "pushViewController"])
    }

    @Test func mentionsFindsAPartAnywhereInTheText() {
        let code = "let café = navigation.pushViewController(home) // ünïcode"
        #expect(code.mentions("pushViewController("))
        #expect(code.mentions("let"))
        #expect(code.mentions("ünïcode"))
        #expect(code.mentions("café"))
        #expect(code.mentions(""))
        #expect(!code.mentions("present("))
        #expect(!code.mentions("ünïcodes"))
        #expect(!"ab".mentions("abc"))
        #expect("aab".mentions("ab"))
    }

    @Test func codeMakesATypeWhenItCallsItsWholeName() {
        #expect(CoordinatorApp.makes("Feed", in: "let feed = Feed(api: api)"))
        #expect(CoordinatorApp.makes("Feed", in: "let feed = Feed.init(api: api)"))
        #expect(CoordinatorApp.makes("Feed", in: "let feed = self.Feed()"))
        #expect(CoordinatorApp.makes("Feed", in: "let feed = →Feed()"))
        #expect(!CoordinatorApp.makes("Feed", in: "prepareFeed(); éFeed(); _Feed(); 2Feed()"))
        #expect(!CoordinatorApp.makes("Feed", in: "let feed: Feed = make(); Feed (x)"))
        #expect(!CoordinatorApp.makes("Feed", in: "Fee"))
    }
}
