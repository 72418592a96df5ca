@echo off
rem Runs the kit's tests of your functions.
cd /d "%~dp0"
if not exist out mkdir out
g++ -std=c++17 -O0 -Wall -Wno-unused-parameter -o out\test_blackjack.exe tests\test_blackjack.cpp blackjack.cpp kit\json.cpp kit\validate.cpp kit\table.cpp kit\settle.cpp kit\protocol.cpp kit\script.cpp kit\console.cpp || exit /b 1
out\test_blackjack.exe
