//
//  SignInViewController.swift
//  Tandem
//

import UIKit

final class SignInViewController: UIViewController {

    @IBOutlet private weak var titleLabel: UILabel!
    @IBOutlet private weak var emailContainerView: UIView!
    @IBOutlet private weak var emailTextField: UITextField!
    @IBOutlet private weak var passwordContainerView: UIView!
    @IBOutlet private weak var passwordTextField: UITextField!
    @IBOutlet private weak var signInButton: UIButton!
    @IBOutlet private weak var signUpButton: UIButton!
    @IBOutlet private weak var forgotPasswordButton: UIButton!

    private let minimumPasswordLength = 8

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sign In"
        styleContainer(emailContainerView)
        styleContainer(passwordContainerView)
        styleSignUpButton()

        signInButton.layer.cornerRadius = signInButton.bounds.height / 2
        signInButton.setTitleColor(UIColor(red: 249/255, green: 249/255, blue: 251/255, alpha: 1), for: .normal)
        signInButton.setBackgroundImage(image(with: Colors.pressedBlue), for: .highlighted)
    }

    private func styleContainer(_ container: UIView, borderColor: UIColor = Colors.borderGray) {
        container.layer.cornerRadius = Layout.fieldHeight / 2
        container.layer.borderWidth = 1
        container.layer.borderColor = borderColor.cgColor
    }

    private func styleSignUpButton() {
        let highlight = UIColor(red: 0.984, green: 0.369, blue: 0.318, alpha: 1)
        signUpButton.layer.borderWidth = 2
        signUpButton.layer.borderColor = Colors.appBlue.cgColor
        signUpButton.setTitleColor(highlight, for: .highlighted)
        signUpButton.titleLabel?.font = UIFont(name: "SFProText-Medium", size: 18)
    }

    private func image(with color: UIColor) -> UIImage {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1))
        return renderer.image { context in
            color.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
    }

    @IBAction private func signInTapped(_ sender: UIButton) {
        guard (passwordTextField.text ?? "").count >= minimumPasswordLength else {
            showAlert(message: "Your password needs at least \(minimumPasswordLength) characters.")
            return
        }
        // Sign-in request elided in this fixture.
    }

    private func showAlert(message: String) {
        let alert = UIAlertController(title: "Can't Sign In", message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }
}
