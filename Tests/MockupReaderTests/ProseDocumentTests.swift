import LibXML
import Testing

@testable import MockupReader

/// Prose by its sentences in any script, and a document of prose by its chapters (`AppFrames.isProseDocument`).
@Suite struct ProseDocumentTests {
    static let terms = """
        <html lang="pt"><body><h1>Política de privacidade</h1>
        <p>O Colmeia guarda os teus registos de apicultura apenas neste aparelho e nunca os vende a terceiros.</p>
        <h2>Dados</h2><ul><li>As fotografias das colmeias ficam no teu aparelho até as apagares manualmente.</li>
        <li>As localizações dos apiários só são usadas para mostrar o tempo previsto.</li></ul>
        <h2>Permissões</h2><p>A câmara só é usada quando fotografas um quadro; podes negá-la nos ajustes.</p>
        <h2>Contacto</h2><p>Dúvidas? Escreve-nos para ola@colmeia.example e respondemos em dois dias.</p>
        </body></html>
        """

    @Test func sentencesInAnyScript() {
        #expect(AppFrames.isSentence("Las fotos que subes siguen siendo tuyas; solo las usamos para mostrarte tus plantas."))
        #expect(AppFrames.isSentence("“Actually I think I'm going to bed in like twenty-three minutes.”"))
        #expect(AppFrames.isSentence("写真はあなたのものです。植物の状態を表示するためだけに使用し、第三者と共有することはありません。"))
        // Labels, values and button titles are no sentences, however long.
        #expect(!AppFrames.isSentence("Record voice, extract entries, confirm or refine"))
        #expect(!AppFrames.isSentence("Avisos de riego"))
        #expect(!AppFrames.isSentence("v2.4.1 · 12 parcelas · 3 cultivos · última sincronización 07:00"))
    }

    @Test func proseDocumentNeedsChaptersOfSentences() throws {
        let terms = try MarkupDocument.html(Array(Self.terms.utf8), path: "privacidade.html")
        #expect(AppFrames.isProseDocument(terms))
        // The same chapters with a switch in each: a settings screen.
        let settings = """
            <html><body><h1>Ajustes</h1><h2>Dados</h2><div>Fotografias</div><input type="checkbox">
            <h2>Permissões</h2><div>Câmara</div><input type="checkbox"><h2>Contacto</h2><button>Enviar</button></body></html>
            """
        #expect(!AppFrames.isProseDocument(try MarkupDocument.html(Array(settings.utf8), path: "ajustes.html")))
        // Chapters of rows with no controls and no sentences: a screen's sections, not prose.
        let rows = """
            <html><body><h1>Perfil</h1><h2>Cuenta</h2><div>Correo</div><div>Contraseña</div>
            <h2>Huerto</h2><div>Parcelas</div><div>Cultivos</div><h2>Ayuda</h2><div>Contacto</div></body></html>
            """
        #expect(!AppFrames.isProseDocument(try MarkupDocument.html(Array(rows.utf8), path: "perfil.html")))
    }

    /// A policy whose chapters are mostly lists of clauses written without a stop ("Poloha — aplikace ji nesleduje
    /// ani neukládá") holds running text as much as one of full sentences; a screen's rows of short labels do not.
    @Test func listsOfClausesWithoutStopsAreProse() throws {
        let clauses = (1...6).map { "<li><strong>Položka \($0)</strong> — aplikace tento údaj nesleduje, neukládá ani nikomu neposílá</li>" }.joined()
        let policy = """
            <html lang="cs"><body><h1>Zásady ochrany soukromí</h1>
            <h2>1. Úvod</h2><p>Aplikace Včelín je navržena tak, aby o vás věděla co nejméně, a vaše data zůstávají u vás.</p>
            <p>Tyto zásady vysvětlují, jaké údaje zpracováváme a proč je potřebujeme pro chod aplikace.</p>
            <h2>2. Co nesbíráme</h2><ul>\(clauses)</ul>
            <h2>3. Co sbíráme</h2><ul>\(clauses)</ul>
            <h2>4. Kontakt</h2><p>Máte dotaz? Napište nám na ahoj@vcelin.example a odpovíme do dvou dnů.</p>
            </body></html>
            """
        #expect(AppFrames.isClause("Poloha — aplikace ji nesleduje ani neukládá kamkoli jinam"))
        #expect(!AppFrames.isClause("Upozornění na zalévání a mrazíky"))
        #expect(AppFrames.isProseDocument(try MarkupDocument.html(Array(policy.utf8), path: "soukromi.html")))
        // The same chapters of short labels with no sentence: a screen's sections.
        let rows = """
            <html><body><h1>Profil</h1><h2>Účet</h2><ul><li>E-mail</li><li>Heslo</li></ul><h2>Včelín</h2><ul><li>Úly</li><li>Stanoviště</li></ul>
            <h2>Nápověda</h2><ul><li>Kontakt</li></ul></body></html>
            """
        #expect(!AppFrames.isProseDocument(try MarkupDocument.html(Array(rows.utf8), path: "profil.html")))
    }
}
