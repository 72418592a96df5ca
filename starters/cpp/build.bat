@echo off
rem Compiles the kit and your blackjack.cpp into out\blackjack.exe (needs g++ from MinGW-w64, or clang++).
cd /d "%~dp0"
if not exist out mkdir out
g++ -std=c++17 -O0 -Wall -Wno-unused-parameter -o out\blackjack.exe blackjack.cpp kit\json.cpp kit\validate.cpp kit\table.cpp kit\settle.cpp kit\protocol.cpp kit\script.cpp kit\console.cpp kit\main.cpp
