print("gapcheck")
