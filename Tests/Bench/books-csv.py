#!/usr/bin/env python3
"""A books catalogue as CSV, ROWS rows, deterministic: id, title (every 17th quoted, holding a comma), author, year,
publisher, genre — about 56 bytes a row. Usage: books-csv.py ROWS FILE"""
import random, sys
rows = int(sys.argv[1]); out = sys.argv[2]
random.seed(7)
words = "the of and a to in is you that it he was for on are as with his they at be this have from or one had by word but not what all were we when your can said there use an each which she do how their if will up other about out many then them these so some her would make like him into time has look two more write go see number no way could people my than first water been call who oil its now find long down day did get come made may part".split()
with open(out, "w", encoding="utf-8", newline="") as f:
    f.write("id,title,author,year,publisher,genre\n")
    for i in range(rows):
        title = " ".join(random.choice(words).capitalize() for _ in range(random.randint(2, 5)))
        author = random.choice(words).capitalize() + " " + random.choice(words).capitalize()
        if i % 17 == 0: title = '"' + title + ', Volume ' + str(i % 9) + '"'
        f.write(f"b{i},{title},{author},{1900 + i % 120},{random.choice(words).capitalize()} Press,{random.choice(['Fiction','History','Science','Poetry'])}\n")
