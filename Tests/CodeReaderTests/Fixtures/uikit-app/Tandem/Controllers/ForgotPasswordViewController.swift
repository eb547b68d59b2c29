//
//  ForgotPasswordViewController.swift
//  Tandem
//

import UIKit

final class ForgotPasswordViewController: UIViewController {

    private let containerView = UIView()
    private let titleLabel = UILabel()
    private let subtitleLabel = UILabel()
    private let sendButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.15, green: 0.158, blue: 0.35, alpha: 0.32)

        containerView.backgroundColor = .white
        containerView.layer.cornerRadius = Layout.modalCornerRadius
        containerView.layer.shadowColor = #colorLiteral(red: 0.16, green: 0.17, blue: 0.39, alpha: 0.5).cgColor
        containerView.layer.shadowRadius = 31
        containerView.layer.shadowOffset = CGSize(width: 0, height: 20)

        titleLabel.text = "Forgot Password?"
        titleLabel.font = Fonts.modalTitle

        subtitleLabel.text = "Enter your email and we'll send you a link."
        subtitleLabel.font = Fonts.mediumDisplayFont(size: 24)
        subtitleLabel.textColor = UIColor(red: 0.174, green: 0.17, blue: 0.338, alpha: 0.88)

        sendButton.setTitle("SEND NOW", for: .normal)
        sendButton.titleLabel?.font = UIFont(name: "HelveticaNeue-Bold", size: 18)
        sendButton.backgroundColor = UIColor(red: 0.178, green: 0.168, blue: 0.663, alpha: 1)
        sendButton.layer.cornerRadius = Layout.actionButtonCornerRadius
    }
}
