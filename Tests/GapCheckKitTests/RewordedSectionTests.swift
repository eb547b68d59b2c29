import Foundation
import GapCheckModel
import Testing

@testable import GapCheckAnalysis
@testable import GapCheckKit

/// A section and a form field the app words differently (a meal-planning app): the section is drawn by a component
/// named after the design's heading, and the field's property drops a word of its label.
@Suite struct RewordedSectionTests {
    static let planner = """
        <!DOCTYPE html><html><head><title>Meal Planner</title><style>
        body { background: #FFFDF8; color: #2B2118; }
        .card { background: #FFF3E0; border-radius: 14px; padding: 12px; }
        </style></head><body>
        <div class="device" data-screen="plan-meal">
          <h1>Plan Meal</h1>
          <div class="group"><h3>Ingredients</h3><div class="field"><label>Main Dish</label><input placeholder="Pasta"></div></div>
          <div class="group"><h3>Extras</h3><div class="field"><label>Servings Planned</label><input placeholder="Optional"></div><div class="field"><label>Spice Level</label><input placeholder="Mild"></div></div>
          <div class="group"><h3>Nutrition Preview</h3><div class="card"><span>Energy</span><span>640 kcal</span></div></div>
          <div class="group"><h3>Shopping Reminders</h3><div class="field"><label>Store Name</label><input placeholder="Corner shop"></div></div>
        </div>
        </body></html>
        """
    static let plannerApp = """
        import SwiftUI

        struct MealDraft {
            var mainDish: String = ""
            var servings: Int?
        }

        struct PlanMealView: View {
            @State private var draft = MealDraft()
            var body: some View {
                Form {
                    Section("Ingredients") { TextField("Main Dish", text: $draft.mainDish) }
                    Section("Extras") {
                        Text("Servings Planned")
                        TextField("Optional", value: $draft.servings, format: .number)
                    }
                    NutritionPreviewCard()
                }
                .navigationTitle("Plan Meal")
            }
        }

        struct NutritionPreviewCard: View {
            var body: some View {
                VStack { Text("What You'll Eat"); Text("Energy") }
            }
        }
        """

    @Test func aSectionDrawnByAComponentNamedAfterItIsLow() throws {
        let a = try DesignTrustTests.run(design: ["plan.html": Self.planner], app: ["PlanMealView.swift": Self.plannerApp])
        let sections = a.findings.filter { $0.rule == "section.missing" }
        let nutrition = try #require(sections.first { $0.title.contains("Nutrition Preview") }, "\(sections.map(\.title))")
        #expect(nutrition.severity == .low, "\(nutrition.message)")
        #expect(nutrition.message.contains("`NutritionPreviewCard`"), "\(nutrition.message)")
        // A section no component is named after, with none of its texts shown, is still reported above low.
        let reminders = try #require(sections.first { $0.title.contains("Shopping Reminders") }, "\(sections.map(\.title))")
        #expect(reminders.severity != .low, "\(reminders.severity) \(reminders.message)")
    }

    @Test func componentNamedAfterNeedsEveryContentWordOfTheHeading() {
        let views = ["NutritionSummaryRow", "PreviewPane", "App.NutritionPreviewCard"]
        #expect(SectionMissingCheck.componentNamed(after: "Nutrition Preview", among: views) == "App.NutritionPreviewCard")
        #expect(SectionMissingCheck.componentNamed(after: "Shopping Reminders", among: views) == nil)
        // Short words say nothing: a heading of only short words matches no component.
        #expect(SectionMissingCheck.componentNamed(after: "To Do", among: ["ToDoList"]) == nil)
    }

    @Test func aShownFieldWhoseModelPropertyDropsAWordIsLow() throws {
        let a = try DesignTrustTests.run(design: ["plan.html": Self.planner], app: ["PlanMealView.swift": Self.plannerApp])
        let fields = a.findings.filter { $0.rule == "model.field-missing" }
        let servings = try #require(fields.first { $0.title.contains("Servings Planned") }, "\(fields.map(\.title))")
        #expect(servings.severity == .low, "\(servings.message)")
        #expect(servings.message.contains("`MealDraft.servings`"), "\(servings.message)")
        // A field the view does not show and no property is named after stays medium.
        let spice = try #require(fields.first { $0.title.contains("Spice Level") }, "\(fields.map(\.title))")
        #expect(spice.severity == .medium, "\(spice.message)")
    }

    @Test func shorterNameNeedsOneWordDroppedAndNoneAdded() {
        let loc = SourceLocation(file: "a.swift", line: 1, column: 1)
        func model(_ names: [String]) -> ModelType {
            ModelType(
                name: "Entry", kind: .struct,
                properties: names.map { ModelProperty(name: $0, type: "Int", isOptional: true, isComputed: false, location: loc) }, cases: [],
                location: loc)
        }
        #expect(ModelFieldMissingCheck.shorterName(for: "Calories Burned", in: model(["calories", "distance"]))?.name == "calories")
        // An extra word is another field (`caloriesGoal`), and two candidates are a guess.
        #expect(ModelFieldMissingCheck.shorterName(for: "Calories Burned", in: model(["caloriesGoal"])) == nil)
        #expect(ModelFieldMissingCheck.shorterName(for: "Calories Burned", in: model(["calories", "burned"])) == nil)
        // A one-word label has no word to drop.
        #expect(ModelFieldMissingCheck.shorterName(for: "Calories", in: model(["calories"])) == nil)
    }
}
