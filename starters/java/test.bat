@echo off
rem Runs the kit's tests of your methods.
cd /d "%~dp0"
call build.bat || exit /b 1
javac -encoding UTF-8 -cp out -d out tests\blackjack\BlackjackTest.java || exit /b 1
java -cp out blackjack.BlackjackTest
