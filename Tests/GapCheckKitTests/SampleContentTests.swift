import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit

/// Sample content drawn as headings and labels: a Spanish music app lists playlists in rows drawn alike (a swipe
/// container around each card, the name beside an icon, "12 canciones"), a Japanese shop lists orders with dates under
/// a heading the app words otherwise, an English quiz draws one question over lettered choices, a profile names its
/// sample user beside an avatar. Those are the data's values. A settings list of fixed rows, a titled group of fixed
/// labels and numbered steps stay reported.
@Suite struct SampleContentTests {
    /// The `section.missing` finding of the section titled `title`, among `sections`.
    static func section(_ title: String, in sections: [Finding]) throws -> Finding {
        try #require(sections.first { $0.title.contains("\"\(title)\"") }, "\(sections.map(\.title))")
    }

    static let listas = """
        <!DOCTYPE html><html lang="es"><head><title>Listas</title></head><body>
        <div class="telefono" data-screen="listas">
          <h1>Mis listas</h1>
          <div class="lista">
            <div class="deslizable"><div class="contenido"><div class="linea"><img class="portada" src="a.png" alt="">
              <div class="texto"><div class="nombre"><i class="icono"></i><h4>Para correr</h4></div><p>12 canciones</p></div>
            </div></div><div class="acciones"><span>Borrar</span></div></div>
            <div class="deslizable"><div class="contenido"><div class="linea"><img class="portada" src="b.png" alt="">
              <div class="texto"><div class="nombre"><i class="icono"></i><h4>Domingo tranquilo</h4></div><p>8 canciones</p></div>
            </div></div><div class="acciones"><span>Borrar</span></div></div>
            <div class="deslizable"><div class="contenido"><div class="linea"><img class="portada" src="c.png" alt="">
              <div class="texto"><div class="nombre"><i class="icono"></i><h4>Clásicos</h4></div><p>31 canciones</p></div>
            </div></div><div class="acciones"><span>Borrar</span></div></div>
          </div>
          <h2>Resumen</h2>
          <dl class="resumen">
            <dt>Favoritas de Ana</dt><dd>14 canciones</dd>
            <dt>Viaje a Lisboa</dt><dd>22 canciones</dd>
            <dt>Noche de jazz</dt><dd>9 canciones</dd>
          </dl>
          <h2>Preferencias</h2>
          <dl class="preferencias">
            <dt>Calidad de audio</dt><dd>Alta</dd>
            <dt>Descargas</dt><dd>Solo Wi-Fi</dd>
            <dt>Idioma</dt><dd>Español</dd>
          </dl>
        </div>
        </body></html>
        """

    static let listasApp = """
        import SwiftUI

        struct Lista: Identifiable { var id: Int; var nombre: String; var canciones: Int }

        struct ListasView: View {
            var listas: [Lista] = []
            var body: some View {
                List {
                    Section("Resumen") {
                        ForEach(listas) { l in
                            VStack { Text(l.nombre); Text("\\(l.canciones) canciones") }
                        }
                    }
                    Section("Preferencias") { Text("Tema") }
                }
                .navigationTitle("Mis listas")
            }
        }
        """

    @Test func rowsOfAListDrawnAlikeAreSampleRecordsNotSections() throws {
        let a = try DesignTrustTests.run(design: ["listas.html": Self.listas], app: ["ListasView.swift": Self.listasApp])
        let sections = a.findings.filter { $0.rule == "section.missing" }
        for title in ["Para correr", "Domingo tranquilo", "Clásicos"] {
            if let s = sections.first(where: { $0.title.contains("\"\(title)\"") }) {
                #expect(s.severity == .low, "\(s.title): \(s.message)")
                #expect(s.message.contains("sample data"), "\(s.message)")
            }
        }
    }

    @Test func namesBesideCountsAreDataNotLabelsOrFields() throws {
        let a = try DesignTrustTests.run(design: ["listas.html": Self.listas], app: ["ListasView.swift": Self.listasApp])
        let asked = a.findings.filter { ["content.label-missing", "model.field-missing"].contains($0.rule) && $0.severity != .low }
        for name in ["Favoritas de Ana", "Viaje a Lisboa", "Noche de jazz"] {
            #expect(!asked.contains { $0.title.contains(name) }, "\(asked.map(\.title))")
        }
        // Fixed labels beside words, not counts, are still labels the view should show.
        let labels = a.findings.filter { $0.rule == "content.label-missing" }
        let calidad = try #require(labels.first { $0.title.contains("Calidad de audio") }, "\(labels.map(\.title))")
        #expect(calidad.severity == .medium, "\(calidad.message)")
    }

    static let pedidos = """
        <!DOCTYPE html><html lang="ja"><head><title>注文</title></head><body>
        <main class="screen" data-screen="orders">
          <h1>注文</h1>
          <h3>カテゴリ</h3>
          <ul class="genres">
            <li class="genre"><span class="name">食品</span><span class="n">12点</span></li>
            <li class="genre"><span class="name">日用品</span><span class="n">5点</span></li>
            <li class="genre"><span class="name">衣類</span><span class="n">3点</span></li>
          </ul>
          <h3>注文履歴</h3>
          <ul class="orders">
            <li class="order"><span class="shop">新宿店</span><span class="date">2024/05/12</span></li>
            <li class="order"><span class="shop">渋谷店</span><span class="date">2024/04/28</span></li>
            <li class="order"><span class="shop">池袋店</span><span class="date">2024/04/02</span></li>
          </ul>
          <h3>お支払い方法</h3>
          <ul class="methods">
            <li class="method"><span>クレジットカード</span><span>›</span></li>
            <li class="method"><span>コンビニ払い</span><span>›</span></li>
            <li class="method"><span>銀行振込</span><span>›</span></li>
          </ul>
        </main>
        </body></html>
        """

    static let pedidosApp = """
        import SwiftUI

        enum Genre: String, CaseIterable, Identifiable {
            case food = "食品", daily = "日用品", clothes = "衣類"
            var id: String { rawValue }
        }
        struct Order: Identifiable { var id: Int; var period: String }

        struct OrdersView: View {
            var orders: [Order] = []
            var body: some View {
                List {
                    Section("ジャンル") {
                        ForEach(Genre.allCases) { g in Text(g.rawValue) }
                    }
                    Section("購入履歴") {
                        ForEach(orders) { o in Text(o.period) }
                    }
                }
                .navigationTitle("注文")
            }
        }
        """

    @Test func aHeadingOverRecordsTheViewBuildsAndNamesIsACopyQuestion() throws {
        let a = try DesignTrustTests.run(design: ["orders.html": Self.pedidos], app: ["OrdersView.swift": Self.pedidosApp])
        let sections = a.findings.filter { $0.rule == "section.missing" }
        let genres = try Self.section("カテゴリ", in: sections)
        #expect(genres.severity == .low, "\(genres.message)")
        #expect(genres.message.contains("ForEach"), "\(genres.message)")
        // Records the view names nowhere (its rows may be another list, a period picker) stay a missing section.
        let history = try Self.section("注文履歴", in: sections)
        #expect(history.severity != .low, "\(history.message)")
        // Fixed rows (no figures, chevrons) under a heading the app lacks: still a missing section, even in a view that
        // builds other rows from data.
        let payment = try Self.section("お支払い方法", in: sections)
        #expect(payment.severity == .critical, "\(payment.message)")
    }

    @Test func aHeadingOverRecordsIsStillMissingWhenTheViewBuildsNoRows() throws {
        let app = """
            import SwiftUI

            struct OrdersView: View {
                var body: some View {
                    List { Section("ジャンル") { Text("食品"); Text("日用品"); Text("衣類") } }.navigationTitle("注文")
                }
            }
            """
        let a = try DesignTrustTests.run(design: ["orders.html": Self.pedidos], app: ["OrdersView.swift": app])
        let sections = a.findings.filter { $0.rule == "section.missing" }
        let genres = try Self.section("カテゴリ", in: sections)
        #expect(genres.severity != .low, "\(genres.message)")
    }

    static let quiz = """
        <!DOCTYPE html><html lang="en"><head><title>Quiz</title></head><body>
        <div class="device" data-screen="quiz">
          <h1>Daily quiz</h1>
          <article class="question-card">
            <h2>Which planet has the shortest day?</h2>
            <div class="options">
              <button class="option"><span class="letter">A</span><span class="option-text">Mercury</span></button>
              <button class="option"><span class="letter">B</span><span class="option-text">Jupiter</span></button>
              <button class="option"><span class="letter">C</span><span class="option-text">Earth</span></button>
            </div>
          </article>
          <section class="profile">
            <div class="avatar-ring"><img src="me.png" alt=""></div>
            <h3>Priya Raman</h3>
            <p>Level 4 explorer</p>
          </section>
          <section class="how">
            <h2>How scoring works</h2>
            <p class="step">1 Answer before the timer ends</p>
            <p class="step">2 Keep your streak going</p>
            <p class="step">3 Share your result</p>
          </section>
        </div>
        </body></html>
        """

    static let quizApp = """
        import SwiftUI

        struct Question { var prompt: String; var options: [String] }

        struct QuizView: View {
            var question = Question(prompt: "", options: [])
            var body: some View {
                VStack {
                    Text(question.prompt)
                    Text("Level 4 explorer")
                }
                .navigationTitle("Daily quiz")
            }
        }
        """

    @Test func aQuestionOverLetteredChoicesAndAUsersNameAreContent() throws {
        let a = try DesignTrustTests.run(design: ["quiz.html": Self.quiz], app: ["QuizView.swift": Self.quizApp])
        let sections = a.findings.filter { $0.rule == "section.missing" }
        let question = try Self.section("Which planet has the shortest day?", in: sections)
        #expect(question.severity == .low, "\(question.message)")
        #expect(question.message.contains("A, B, C"), "\(question.message)")
        let name = try Self.section("Priya Raman", in: sections)
        #expect(name.severity == .low, "\(name.message)")
        #expect(name.message.contains("avatar"), "\(name.message)")
        // Numbered steps are fixed copy: their heading is still a section the view lacks.
        let how = try Self.section("How scoring works", in: sections)
        #expect(how.severity != .low, "\(how.message)")
    }

    @Test func choiceLetters() {
        #expect(ChoiceQuestion.evidence(contents: ["A Mercury", "B. Jupiter", "(C) Earth"]) != nil)
        #expect(ChoiceQuestion.evidence(contents: ["A Mercury", "C Earth", "D Mars"]) == nil)
        #expect(ChoiceQuestion.evidence(contents: ["1 Read", "2 Answer", "3 Share"]) == nil)
        #expect(ChoiceQuestion.evidence(contents: ["AMercury", "BJupiter", "CEarth"]) != nil)
        #expect(ChoiceQuestion.evidence(contents: ["About us", "Blog", "Careers"]) == nil)
    }
}
