//
//  CourseCell.swift
//  Tandem
//

import UIKit

final class CourseCell: UITableViewCell {
    static let reuseIdentifier = "CourseCell"

    @IBOutlet private weak var cardView: UIView!
    @IBOutlet private weak var titleLabel: UILabel!
    @IBOutlet private weak var detailLabel: UILabel!
    @IBOutlet private weak var progressView: UIProgressView!

    override func awakeFromNib() {
        super.awakeFromNib()
        cardView.layer.cornerRadius = Layout.cardCornerRadius
        cardView.layer.shadowColor = Colors.shadowColor.cgColor
    }

    func configure(title: String, detail: String, progress: Float) {
        titleLabel.text = title
        detailLabel.text = detail
        progressView.progress = progress
    }
}
