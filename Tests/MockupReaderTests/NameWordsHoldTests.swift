import GapCheckModel
import Testing

@testable import MockupReader

/// `NameWords.mayHold` is asked before splitting a name into words: it may say yes to a name without the word, but
/// never no to a name with it.
@Suite struct NameWordsHoldTests {
    @Test(arguments: [
        ("TabBar", "tab"), ("nav-tabs", "tabs"), ("is_TAB", "tab"), ("menuBarStrip", "menu"), ("ios-status", "status"),
        ("HOME-indicator", "home"), ("btn--disabled", "disabled"), ("kioskPhone12", "phone"), ("x", "x")
    ])
    func holdsEveryWordOfTheName(name: String, word: StaticString) {
        #expect(NameWords.split(name).contains(word.description))
        #expect(NameWords.mayHold([word], in: name))
        #expect(NameWords.mayHold(["zzz", word], in: name))
    }

    @Test func saysNoOnlyForASCIINamesWithoutTheLetters() {
        #expect(!NameWords.mayHold(["tab"], in: "nav-item"))
        #expect(!NameWords.mayHold(["status", "menu", "home"], in: "card-header"))
        #expect(!NameWords.mayHold(["disabled"], in: ""))
        #expect(!NameWords.mayHold(["phone"], in: "pho"))
        // Letters in a row that are no word of their own may be said yes to: the caller splits and asks again.
        #expect(NameWords.mayHold(["tab"], in: "table-row"))
        // Not ASCII: no answer without splitting.
        #expect(NameWords.mayHold(["tab"], in: "onglet-sélectionné"))
    }
}
