import Foundation
import GapCheckModel
import Testing

@testable import CodeReader

/// A UIKit controller shows the cells and reusable views its table or collection view registers: UIKit constructs them
/// for it, so they are views it uses, as the views it calls are (their texts count for its sections).
@Suite("Registered cells")
struct RegisteredCellTests {
    private func read(_ swift: String) throws -> Inventory {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("gapcheck-cells-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try Data(swift.utf8).write(to: dir.appendingPathComponent("Screens.swift"))
        return try CodeReader.read(roots: [dir.path])
    }

    static let app = """
        import UIKit

        final class RecipeCell: UITableViewCell {
            let minutes = UILabel()
            func configure() { minutes.text = "Minuten" }
        }

        final class ShelfHeader: UICollectionReusableView {
            let title = UILabel()
            func configure() { title.text = "Vorrat" }
        }

        final class TileCell: UICollectionViewCell {}

        final class KitchenViewController: UIViewController {
            let table = UITableView()
            let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            override func viewDidLoad() {
                super.viewDidLoad()
                table.register(RecipeCell.self, forCellReuseIdentifier: "recipe")
                grid.register(TileCell.self, forCellWithReuseIdentifier: "tile")
                grid.register(ShelfHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "shelf")
                NotificationCenter.default.addObserver(self, selector: #selector(reload), name: .init("Reload"), object: nil)
            }
            @objc func reload() {}
        }

        final class PantryViewController: UIViewController {
            let table = UITableView()
            override func viewDidLoad() {
                super.viewDidLoad()
                table.register(UINib(nibName: "PantryCell", bundle: nil), forCellReuseIdentifier: "pantry")
                UserDefaults.standard.register(defaults: ["Sort": 1])
            }
        }
        """

    @Test func aControllerUsesTheCellsAndReusableViewsItRegisters() throws {
        let inventory = try read(Self.app)
        let kitchen = try #require(inventory.views.first { $0.name == "KitchenViewController" })
        #expect(Set(kitchen.usedViews).isSuperset(of: ["RecipeCell", "ShelfHeader", "TileCell"]), "\(kitchen.usedViews)")
    }

    @Test func aNibOrAnotherRegisterIsNoViewUsed() throws {
        let inventory = try read(Self.app)
        let pantry = try #require(inventory.views.first { $0.name == "PantryViewController" })
        #expect(pantry.usedViews.isEmpty, "\(pantry.usedViews)")
    }
}
