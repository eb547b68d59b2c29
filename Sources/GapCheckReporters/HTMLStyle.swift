/// The HTML report's inline stylesheet: fixed text, no input ever reaches it, no external fonts or images.
enum HTMLStyle {
    /// The whole `<style>` body.
    static let sheet = """
        :root {
          --ink: #1d2433; --muted: #667085; --line: #e4e7ec; --page: #f4f5f8; --card: #ffffff;
          --critical: #c4320a; --critical-bg: #fef3f2; --medium: #b54708; --medium-bg: #fffaeb;
          --low: #067647; --low-bg: #ecfdf3; --ok: #067647; --ok-bg: #ecfdf3; --none: #475467; --none-bg: #f2f4f7;
          --accent: #3538cd;
        }
        * { box-sizing: border-box; }
        body { margin: 0; background: var(--page); color: var(--ink);
          font: 15px/1.5 -apple-system, BlinkMacSystemFont, "Segoe UI", system-ui, "Helvetica Neue", Arial, sans-serif; }
        main { max-width: 1120px; margin: 0 auto; padding: 32px 24px 48px; }
        h1, h2, h3, h4 { line-height: 1.25; margin: 0; }
        h1 { font-size: 30px; letter-spacing: -0.01em; }
        h2 { font-size: 21px; margin-bottom: 16px; display: flex; align-items: center; gap: 10px; flex-wrap: wrap; }
        h3 { font-size: 16px; margin: 24px 0 12px; }
        h4 { font-size: 15px; font-weight: 600; overflow-wrap: anywhere; }
        p { margin: 0 0 8px; }
        a { color: var(--accent); text-decoration: none; }
        code, pre { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace; font-size: 12.5px; }
        code { background: #f2f4f7; border-radius: 4px; padding: 1px 5px; overflow-wrap: anywhere; }
        .muted { color: var(--muted); }
        .loc { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 12px; color: var(--muted); overflow-wrap: anywhere; }
        .masthead { padding: 8px 0 24px; }
        .eyebrow { text-transform: uppercase; letter-spacing: 0.08em; font-size: 12px; font-weight: 600; color: var(--accent); margin-bottom: 6px; }
        .meta { display: flex; flex-wrap: wrap; gap: 8px 28px; margin: 16px 0 0; }
        .meta div { min-width: 0; }
        .meta dt { font-size: 11px; text-transform: uppercase; letter-spacing: 0.06em; color: var(--muted); }
        .meta dd { margin: 0; font-size: 14px; }
        .card { background: var(--card); border: 1px solid var(--line); border-radius: 14px; padding: 24px 28px; margin: 0 0 20px;
          box-shadow: 0 1px 2px rgba(16, 24, 40, 0.05); }
        .verdict { border-radius: 10px; padding: 14px 18px; margin-bottom: 16px; border-left: 6px solid; }
        .verdict-label { font-size: 11px; text-transform: uppercase; letter-spacing: 0.06em; font-weight: 600; margin: 0 0 2px; }
        .verdict-text { font-size: 19px; font-weight: 700; margin: 0; }
        .level-critical { --tone: var(--critical); --tone-bg: var(--critical-bg); }
        .level-medium { --tone: var(--medium); --tone-bg: var(--medium-bg); }
        .level-low { --tone: var(--low); --tone-bg: var(--low-bg); }
        .level-ok { --tone: var(--ok); --tone-bg: var(--ok-bg); }
        .level-none { --tone: var(--none); --tone-bg: var(--none-bg); }
        .verdict { background: var(--tone-bg); border-color: var(--tone); color: var(--tone); }
        .tally { list-style: none; display: flex; flex-wrap: wrap; gap: 10px; padding: 0; margin: 0 0 16px; }
        .tally li { border: 1px solid var(--line); border-radius: 10px; padding: 8px 14px; font-size: 13px; color: var(--muted); min-width: 110px; }
        .tally b { display: block; font-size: 24px; line-height: 1.1; color: var(--ink); }
        .tally-critical b { color: var(--critical); }
        .tally-medium b { color: var(--medium); }
        .tally-low b { color: var(--low); }
        .lede { color: #344054; max-width: 860px; }
        table { width: 100%; border-collapse: collapse; margin: 12px 0 0; font-size: 14px; }
        th { text-align: left; font-size: 11px; text-transform: uppercase; letter-spacing: 0.06em; color: var(--muted); font-weight: 600;
          padding: 8px 10px; border-bottom: 1px solid var(--line); }
        td { padding: 9px 10px; border-bottom: 1px solid var(--line); vertical-align: middle; overflow-wrap: anywhere; }
        tbody tr:last-child td { border-bottom: 0; }
        .num { text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums; }
        .count-critical { color: var(--critical); font-weight: 600; }
        .count-medium { color: var(--medium); font-weight: 600; }
        .count-low { color: var(--low); font-weight: 600; }
        .badge { display: inline-block; font-size: 11px; font-weight: 700; text-transform: uppercase; letter-spacing: 0.05em;
          padding: 3px 8px; border-radius: 999px; color: var(--tone, var(--none)); background: var(--tone-bg, var(--none-bg)); white-space: nowrap; }
        .bar-cell { width: 38%; }
        .bar { display: block; height: 10px; border-radius: 999px; background: #eaecf0; overflow: hidden; }
        .bar-fill { display: block; height: 100%; border-radius: 999px; background: var(--tone); }
        .overall { margin: 16px 0 0; font-size: 16px; display: flex; align-items: center; gap: 10px; }
        .area-num { display: inline-flex; align-items: center; justify-content: center; width: 28px; height: 28px; border-radius: 8px;
          background: var(--ink); color: #fff; font-size: 14px; }
        .tally-line { color: #344054; }
        .none { color: var(--ok); font-weight: 600; }
        .sev-heading { color: var(--tone); border-bottom: 2px solid var(--tone-bg); padding-bottom: 6px; }
        .finding { border: 1px solid var(--line); border-left: 4px solid var(--tone); border-radius: 10px; padding: 14px 18px; margin: 0 0 12px; }
        .finding header { margin-bottom: 6px; }
        .finding-meta { font-size: 12px; color: var(--muted); margin: 4px 0 0; }
        .finding-meta code { font-size: 11.5px; }
        .message { color: #344054; overflow-wrap: anywhere; }
        .sides { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: 6px 14px; margin: 10px 0 0; font-size: 14px; }
        .sides dt { font-weight: 600; color: var(--muted); }
        .sides dd { margin: 0; min-width: 0; overflow-wrap: anywhere; }
        .sides dt .loc { display: block; font-weight: 400; }
        pre.fix { margin: 0; background: #101828; color: #f2f4f7; border-radius: 8px; padding: 10px 12px; overflow-x: auto; white-space: pre-wrap; overflow-wrap: anywhere; }
        pre.fix code { background: none; padding: 0; color: inherit; }
        .chip { display: inline-flex; width: 18px; height: 18px; border-radius: 5px; overflow: hidden; vertical-align: -4px;
          box-shadow: inset 0 0 0 1px rgba(16, 24, 40, 0.18);
          background: repeating-conic-gradient(#d0d5dd 0% 25%, #ffffff 0% 50%) 0 0 / 8px 8px; }
        .chip-fill { flex: 1; display: block; height: 100%; }
        .chip-lg { width: 72px; height: 72px; border-radius: 12px; vertical-align: top; }
        .chip-missing { background: repeating-linear-gradient(45deg, #f2f4f7 0 6px, #e4e7ec 6px 12px); }
        .compare { display: grid; grid-template-columns: minmax(0, 1fr) 110px minmax(0, 1fr); gap: 12px; align-items: stretch;
          margin: 12px 0 4px; }
        .compare-side { background: #f9fafb; border: 1px solid var(--line); border-radius: 10px; padding: 12px 14px; min-width: 0; }
        .compare-side p { margin: 6px 0 0; font-size: 13px; overflow-wrap: anywhere; }
        .compare-label { font-size: 11px !important; text-transform: uppercase; letter-spacing: 0.06em; font-weight: 700; color: var(--muted); margin: 0 0 8px !important; }
        .compare-chips { display: flex; gap: 14px; flex-wrap: wrap; }
        .compare-chips figure { margin: 0; }
        .compare-chips figcaption { font-size: 12px; color: var(--muted); margin-top: 4px; }
        .compare-delta { display: flex; flex-direction: column; justify-content: center; align-items: center; text-align: center; gap: 8px; }
        .compare-delta p { margin: 0; }
        .compare-delta b { display: block; font-size: 24px; color: var(--tone); line-height: 1.1; }
        .compare-delta span { font-size: 11px; color: var(--muted); text-transform: uppercase; letter-spacing: 0.05em; }
        .type-compare { border: 1px solid var(--line); border-radius: 10px; margin: 12px 0 4px; overflow: hidden; }
        .type-row { padding: 10px 14px; border-bottom: 1px solid var(--line); }
        .type-row:last-child { border-bottom: 0; background: #f9fafb; }
        .type-label { font-size: 11px; text-transform: uppercase; letter-spacing: 0.06em; font-weight: 700; color: var(--muted); margin: 0 0 4px; }
        .type-label code { text-transform: none; letter-spacing: 0; font-weight: 400; }
        .type-sample { margin: 0; line-height: 1.25; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
        .palette { display: grid; grid-template-columns: repeat(auto-fill, minmax(160px, 1fr)); gap: 12px; margin-bottom: 8px; }
        .tile { border: 1px solid var(--line); border-radius: 10px; overflow: hidden; background: var(--card); min-width: 0; }
        .tile-swatch { display: flex; flex-direction: column; height: 84px;
          background: repeating-conic-gradient(#d0d5dd 0% 25%, #ffffff 0% 50%) 0 0 / 10px 10px; }
        .tile-half { flex: 1; display: flex; }
        .tile-half + .tile-half { border-top: 2px solid #ffffff; }
        .tile-missing { align-items: center; justify-content: center; font-size: 11px; font-weight: 700; text-transform: uppercase;
          letter-spacing: 0.06em; color: var(--critical); background: repeating-linear-gradient(45deg, #fef3f2 0 6px, #fee4e2 6px 12px); }
        .tile-body { padding: 8px 10px 10px; }
        .tile-body p { margin: 0 0 3px; font-size: 12px; }
        .tile-name { font-weight: 600; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; font-size: 12.5px !important; }
        .tile-hex { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; color: #344054; overflow-wrap: anywhere; }
        .tile-code code { font-size: 11px; }
        .tile-code .missing { color: var(--critical); font-weight: 700; }
        .tile-status { color: var(--muted); }
        .tile-status .badge { white-space: normal; }
        .sides dd > .loc { margin: 0 0 4px; }
        .status-matched, .status-matchedByValue { --tone: var(--ok); --tone-bg: var(--ok-bg); }
        .status-drift { --tone: var(--low); --tone-bg: var(--low-bg); }
        .status-generic, .status-mismatch, .status-missing { --tone: var(--critical); --tone-bg: var(--critical-bg); }
        .tile.status-mismatch, .tile.status-missing, .tile.status-generic { border-color: #fda29b; }
        .diagnostics { font-size: 13px; padding-left: 18px; }
        .footer { text-align: center; color: var(--muted); font-size: 13px; padding: 12px 0 0; }
        @media (max-width: 720px) { .compare { grid-template-columns: 1fr; } .bar-cell { display: none; } }
        """
}
